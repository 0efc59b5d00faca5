import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { PostGrid } from "@/components/post/PostGrid";
import { PostImage } from "@/components/post/PostImage";
import { StoryBody } from "@/components/story/StoryBody";
import { dateRangeLabel } from "@/lib/events/event-dates";
import type { ShownEvent } from "@/lib/events/guide";
import type { ListedPost } from "@/lib/posts";
import { EVENTS_PATH, timetablePath } from "@/lib/urls";
import { AddToCalendar } from "./AddToCalendar";
import { eventLabels } from "./event-labels";
import { EventFacts } from "./EventFacts";
import { EventLineup } from "./EventLineup";
import { StatusBanner } from "./StatusBanner";
import { PlanForm } from "@/components/plans/PlanForm";
import post from "@/components/post/PostArticle.module.css";
import styles from "./EventArticle.module.css";

type Props = { event: ShownEvent; posts: ListedPost[]; topics: Map<string, string>; over: boolean };

/** Everything an event holds, its status first when it changed, then the posts about it. */
export async function EventArticle({ event, posts, topics, over }: Props) {
  const [t, labels] = await Promise.all([getTranslations("EventPage"), eventLabels()]);
  const status = labels.status(event);
  return (
    <article className={`${post.article} ${styles.article}`} data-status={event.status}>
      <Link className={post.back} href={EVENTS_PATH}>
        ← {t("backToGuide")}
      </Link>
      <StatusBanner event={event} />
      <header className={styles.header}>
        <p className={styles.kicker}>
          <span className={styles.kind}>{labels.kind(event)}</span>
          {status ? <span className={styles.statusChip}>{status}</span> : null}
        </p>
        <h1 className={styles.title}>{event.name}</h1>
        <p className={styles.when}>
          <time dateTime={event.startsAt.toISOString()}>
            {dateRangeLabel(event.startsAt, event.endsAt, event.timeZone)}
          </time>{" "}
          · {event.city}
        </p>
        {over ? <p className={styles.over}>{t("over")}</p> : null}
      </header>
      {event.image ? (
        <div className={post.image}>
          <PostImage
            src={event.image}
            alt={event.imageAlt || t("imageAlt", { name: event.name })}
            kind="page"
            media={event.media}
            load="lcp"
          />
        </div>
      ) : null}
      <EventFacts event={event} labels={labels} />
      <AddToCalendar event={event} />
      {event.lineup.length > 0 ? (
        <section className={styles.section} aria-labelledby="line-up">
          <h2 id="line-up" className={styles.sectionTitle}>
            {t("lineup")}
          </h2>
          {event.lineup.some(({ startsAt }) => startsAt) ? (
            <Link className={styles.timetableLink} href={timetablePath(event.id)}>
              {t("timetable")} →
            </Link>
          ) : null}
          <EventLineup lineup={event.lineup} zone={event.timeZone} topics={topics} />
          {event.lineup.some(({ startsAt }) => startsAt) ? <PlanForm eventId={event.id} /> : null}
        </section>
      ) : null}
      {event.description ? (
        <section className={styles.section} aria-labelledby="sobre-el-evento">
          <h2 id="sobre-el-evento" className={styles.sectionTitle}>
            {t("about")}
          </h2>
          <div className={styles.description}>
            <StoryBody fields={[event.description]} />
          </div>
        </section>
      ) : null}
      {posts.length > 0 ? (
        <section className={styles.section} aria-labelledby="noticias-del-evento">
          <h2 id="noticias-del-evento" className={styles.sectionTitle}>
            {t("posts", { name: event.name })}
          </h2>
          <PostGrid posts={posts} empty="" />
        </section>
      ) : null}
    </article>
  );
}
