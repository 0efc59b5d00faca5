"use client";
// A live post's updates that came after the page was rendered (docs/live.md): while the coverage is on and the page
// is shown, it asks GET /post/{id}/en-vivo.json every LIVE_POLL_MS (the proxy serves it from its cache) and adds the
// updates the page lacks at the top, telling screen readers politely how many came.
import { useEffect, useState } from "react";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { liveUpdateAnchor } from "@/lib/live/live-anchor";
import { liveAnswerPath, LIVE_POLL_MS, type LiveAnswer, type LiveAnswerUpdate } from "@/lib/live/live-answer-shape";
import storyStyles from "@/components/story/StoryBody.module.css";
import styles from "./LiveUpdates.module.css";

export type LiveFollowerWords = { pinned: string; arrived: string; arrivedMany: string };

type Props = { postId: string; start: string; end: string; words: LiveFollowerWords };

/** Asked a little before and after the window too: an update written just before it opens or after it closes. */
const MARGIN_MS = 30 * 60 * 1000;

const onPage = (id: string) => document.getElementById(liveUpdateAnchor(id)) !== null;

export function LiveFollower({ postId, start, end, words }: Props) {
  const [arrived, setArrived] = useState<LiveAnswerUpdate[]>([]);
  const [announced, setAnnounced] = useState("");

  useEffect(() => {
    const [from, until] = [Date.parse(start) - MARGIN_MS, Date.parse(end) + MARGIN_MS];
    let asking = false;
    const ask = async () => {
      const now = Date.now();
      if (asking || document.hidden || now < from || now > until) return;
      asking = true;
      try {
        const answer = await fetch(liveAnswerPath(postId), { cache: "no-store" });
        if (!answer.ok) return;
        const { updates } = (await answer.json()) as LiveAnswer;
        const fresh = updates.filter(({ id }) => !onPage(id));
        if (fresh.length === 0) return;
        setArrived((before) => [...fresh, ...before]);
        setAnnounced(fresh.length === 1 ? words.arrived : words.arrivedMany.replace("#", String(fresh.length)));
      } catch {
        // Offline for a moment on a crowded network: the next turn asks again.
      } finally {
        asking = false;
      }
    };
    const timer = setInterval(ask, LIVE_POLL_MS);
    document.addEventListener("visibilitychange", ask);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", ask);
    };
  }, [postId, start, end, words]);

  return (
    <>
      <p role="status" className="visually-hidden">
        {announced}
      </p>
      {arrived.length > 0 ? (
        <ol className={styles.updates} data-arrived="">
          {arrived.map((update) => (
            <ArrivedUpdate key={update.id} update={update} pinnedWord={words.pinned} />
          ))}
        </ol>
      ) : null}
    </>
  );
}

function ArrivedUpdate({ update, pinnedWord }: { update: LiveAnswerUpdate; pinnedWord: string }) {
  const anchor = liveUpdateAnchor(update.id);
  return (
    <li id={anchor} className={styles.update} data-pinned={update.pinned || undefined}>
      <p className={styles.when}>
        {update.pinned ? <span className={styles.pinned}>{pinnedWord}</span> : null}
        <a href={`#${anchor}`}>
          <time dateTime={update.at}>{formatNewsroomDateTime(new Date(update.at))}</time>
        </a>
      </p>
      {/* The story renderer's sanitised HTML (lib/live/live-answer.ts), as the feed carries it. */}
      <div className={`${styles.text} ${storyStyles.story}`} dangerouslySetInnerHTML={{ __html: update.html }} />
      {update.image ? (
        <div className={styles.image}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a photo of an update that came after the render */}
          <img src={update.image.src} alt={update.image.alt} loading="lazy" className={styles.arrivedImage} />
        </div>
      ) : null}
    </li>
  );
}
