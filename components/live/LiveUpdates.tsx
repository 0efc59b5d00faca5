import { getTranslations } from "next-intl/server";
import { PostImage } from "@/components/post/PostImage";
import type { Root } from "hast";
import { StoryBody } from "@/components/story/StoryBody";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { liveUpdateAnchor } from "@/lib/live/live-anchor";
import { isLiveAt, type Coverage } from "@/lib/newsroom/live-window";
import type { LiveUpdate } from "@/lib/live/live-updates";
import { storyTree } from "@/lib/story/story-tree";
import { LiveFollower } from "./LiveFollower";
import styles from "./LiveUpdates.module.css";

type Props = { postId: string; coverage: Coverage | null; updates: LiveUpdate[] };

/**
 * Texts parsed at once: the story worker's queue holds 240 fields (lib/story/story-pool.ts) and a post 500 updates,
 * which drawn side by side would ask for all of them in the same instant.
 */
const PARSED_TOGETHER = 40;

type ParsedUpdate = LiveUpdate & { tree: Root };

async function parsed(updates: LiveUpdate[]): Promise<ParsedUpdate[]> {
  const done: ParsedUpdate[] = [];
  for (let start = 0; start < updates.length; start += PARSED_TOGETHER) {
    const batch = updates.slice(start, start + PARSED_TOGETHER);
    const trees = await Promise.all(batch.map(({ text }) => storyTree(text)));
    done.push(...batch.map((update, index) => ({ ...update, tree: trees[index] })));
  }
  return done;
}

/**
 * A post's live coverage under its story: the pinned updates first, then the newest first, each under its own anchor
 * with its time, its text through the story's renderer, and its photo. A post with a coverage window shows the section
 * before its first update, and its open page adds the updates that come (LiveFollower) between the two.
 */
export async function LiveUpdates({ postId, coverage, updates }: Props) {
  if (updates.length === 0 && !coverage) return null;
  const [t, drawn] = await Promise.all([getTranslations("LiveUpdates"), parsed(updates)]);
  const pinned = drawn.filter((update) => update.pinned);
  const others = drawn.filter((update) => !update.pinned);
  const liveNow = isLiveAt(coverage, new Date());
  return (
    <section className={styles.live} aria-labelledby="en-vivo">
      <h2 id="en-vivo" className={styles.title} data-on={liveNow || undefined}>
        {t("title")}
      </h2>
      {coverage && updates.length === 0 ? <p className={styles.empty}>{t("none")}</p> : null}
      <UpdateList updates={pinned} pinnedWord={t("pinned")} />
      {coverage ? (
        <LiveFollower
          postId={postId}
          start={coverage.start.toISOString()}
          end={coverage.end.toISOString()}
          words={{ pinned: t("pinned"), arrived: t("arrived"), arrivedMany: t("arrivedMany") }}
        />
      ) : null}
      <UpdateList updates={others} pinnedWord={t("pinned")} />
    </section>
  );
}

async function UpdateList({ updates, pinnedWord }: { updates: ParsedUpdate[]; pinnedWord: string }) {
  if (updates.length === 0) return null;
  return (
    <ol className={styles.updates}>
      {updates.map((update) => (
        <li
          key={update.id}
          id={liveUpdateAnchor(update.id)}
          className={styles.update}
          data-pinned={update.pinned || undefined}
        >
          <p className={styles.when}>
            {update.pinned ? <span className={styles.pinned}>{pinnedWord}</span> : null}
            <a href={`#${liveUpdateAnchor(update.id)}`}>
              <time dateTime={update.createdAt.toISOString()}>{formatNewsroomDateTime(update.createdAt)}</time>
            </a>
          </p>
          <div className={styles.text}>
            <StoryBody trees={[update.tree]} lead={false} />
          </div>
          {update.image ? (
            <div className={styles.image}>
              <PostImage src={update.image} alt={update.imageAlt} kind="page" />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
