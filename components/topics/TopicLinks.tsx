import Link from "@/components/layout/Link";
import type { TopicRef } from "@/lib/topics/topic-posts";
import { topicPath } from "@/lib/topics/topic-paths";
import styles from "./Topics.module.css";

/** Topics as a row of links, each with an optional note after its name (its number of posts on /tema). */
export function TopicLinks({
  topics,
  label,
  noteOf,
}: {
  topics: TopicRef[];
  label: string;
  noteOf?: (topic: TopicRef) => string;
}) {
  return (
    <ul className={styles.topics} aria-label={label}>
      {topics.map((topic) => (
        <li key={topic.slug}>
          <Link className={styles.topic} href={topicPath(topic.slug)}>
            {topic.name}
            {noteOf ? <span className={styles.count}>{noteOf(topic)}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
