// The process's counter: takes views off the request, keeps them in a bounded batch, and writes the batch every
// interval in one transaction (and once more when the server stops). A crash loses at most one interval's views.
import "server-only";
import { isLiveSession } from "../auth/session";
import { newsroomDay, startOfNewsroomDay } from "../dates/newsroom-time";
import { logError, logger } from "../log/logger";
import { countPageViews } from "../metrics/page-views";
import { onFinalFlush } from "./final-flush";
import { deviceClassOf } from "./device-class";
import { isPublicPage } from "./public-page";
import { readerMeter, type ReaderMeter } from "./reader-meter";
import { referrerHostOf } from "./referrer-host";
import { pruneOldCounts } from "./retention";
import { storeViews } from "./store-views";
import { ViewBatch } from "./view-batch";
import { daySalt, forgetDaysBefore, visitorHash } from "./visitor";

/** What the counter needs of a beacon's request; the address and user agent never leave memory. */
export type ViewRequest = {
  path: string;
  referrer: string;
  address: string;
  userAgent: string;
  sessionToken: string | undefined;
  at: Date;
};

export type CounterOptions = {
  flushEveryMs: number;
  siteHost: string;
  /** Visitors (of a page, on a day) one batch holds: its memory bound. */
  maxVisits?: number;
  /** Views waiting to be checked (session, path, salt); past it a view is not counted. */
  maxPending?: number;
  /** Today's date is read from it when a batch is written: the days before lose their salt and visitors. */
  clock?: () => Date;
  /** What one client network may add to a page's counts (./reader-meter.ts). */
  meter?: ReaderMeter;
};

export type PageCounter = {
  take(view: ViewRequest): void;
  /** Waits for the views taken to be checked, then writes the batch. */
  flush(): Promise<void>;
  /** Writes what it holds and stops its timer (a later view starts it again): a stopping server, a finished test. */
  stop(): Promise<void>;
};

export function createPageCounter({
  flushEveryMs,
  siteHost,
  maxVisits = 20_000,
  maxPending = 1_000,
  clock = () => new Date(),
  meter = readerMeter(),
}: CounterOptions): PageCounter {
  let batch = new ViewBatch(maxVisits);
  // Checked one after the other, in the order they came: the minute rule reads a visitor's views in that order.
  let checks: Promise<void> = Promise.resolve();
  let pending = 0;
  let droppedPending = 0;
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let forgottenBefore: string | undefined;
  let prunedOn: string | undefined;

  async function check(view: ViewRequest): Promise<void> {
    if (view.sessionToken && (await isLiveSession(view.sessionToken, view.at))) return;
    if (!(await isPublicPage(view.path, view.at))) return;
    const day = newsroomDay(view.at);
    const visit = {
      day,
      second: Math.floor((view.at.getTime() - startOfNewsroomDay(day).getTime()) / 1000),
      path: view.path,
      visitor: visitorHash(await daySalt(day), view.address, view.userAgent),
      referrer: referrerHostOf(view.referrer, siteHost),
      device: deviceClassOf(view.userAgent),
    };
    // A view the minute rule leaves out costs the client nothing; any other is metered before it is kept.
    if (batch.repeats(visit)) return;
    if (meter(view.address, view.path, view.at)) batch.add(visit);
    else batch.hold(visit);
  }

  async function write(): Promise<void> {
    const full = batch;
    const dropped = full.dropped + droppedPending;
    batch = new ViewBatch(maxVisits);
    droppedPending = 0;
    if (dropped > 0) logger().warn(`Page counts: ${dropped} views not counted, the counter was full`);
    countPageViews("dropped", dropped);
    countPageViews("held", full.heldViews);
    if (!full.isEmpty) {
      const views = full.views;
      await storeViews(full).then(
        () => countPageViews("written", views),
        (error: unknown) => {
          countPageViews("lost", views);
          logError(`Page counts: could not store ${full.size} visits, lost`, error);
        },
      );
    }
    // Once a day, after the batch that may still hold the day before: that day's salt and visitors go.
    const today = newsroomDay(clock());
    if (today !== forgottenBefore) {
      await forgetDaysBefore(today).then(
        () => (forgottenBefore = today),
        (error: unknown) =>
          logError("Page counts: could not forget the days before; the next write tries again", error),
      );
    }
    // Then the counts past their retention, a bounded number of rows each write until none is left for the day.
    if (today !== prunedOn) {
      await pruneOldCounts(today).then(
        ({ deleted, done }) => {
          if (deleted > 0) logger().info(`Page counts: deleted ${deleted} daily rows past their retention`);
          if (done) prunedOn = today;
        },
        (error: unknown) => logError("Page counts: could not delete the counts past their retention", error),
      );
    }
  }

  async function flush(): Promise<void> {
    await checks;
    // One write at a time, in the order asked.
    writing = writing.then(write);
    return writing;
  }

  async function stop(): Promise<void> {
    clearInterval(timer);
    timer = undefined;
    await flush();
  }

  return {
    take(view) {
      if (pending >= maxPending) {
        droppedPending++;
        return;
      }
      pending++;
      checks = checks
        .then(() => check(view))
        .catch((error: unknown) => logError("Page counts: could not count a view", error))
        .finally(() => pending--);
      if (!timer) {
        timer = setInterval(() => void flush(), flushEveryMs).unref();
        onFinalFlush(stop);
      }
    },
    flush,
    stop,
  };
}
