// The views a server has taken since its last write, in memory: one entry per visitor and page of a day, bounded.
import { REPEAT_VIEW_SECONDS, type DeviceClass, type PageView } from "./page-view";

/** A visitor's views of a page in this batch: the first waits for the database's word on the minute rule. */
export type Visit = PageView & {
  /** The last view this batch counts for the visitor: `second`, or a later one a minute or more after it. */
  last: number;
  /** Views after the first, each a minute or more after the one before: counted whatever the database holds. */
  later: { referrer: string; device: DeviceClass }[];
};

export const visitKey = ({ day, path, visitor }: Pick<PageView, "day" | "path" | "visitor">) =>
  `${day}\n${path}\n${visitor}`;

/** Views of a page on a day the reader meter held back (./reader-meter.ts): stored as a number, for the editor. */
export type Held = { day: string; path: string; views: number };

export class ViewBatch {
  readonly visits = new Map<string, Visit>();
  /** Per day and page; as many entries as public pages were held back, so bounded as the site's pages are. */
  readonly held = new Map<string, Held>();
  /** Views of visitors this batch had no room for: lost, and said so in the log when the batch is written. */
  dropped = 0;

  /** `maxVisits` bounds its memory (about 300 bytes each): a flood of new visitors beyond it is not counted. */
  constructor(private readonly maxVisits: number) {}

  /** A view this batch already leaves out: the same visitor's view of the page within a minute of the one it counts. */
  repeats(view: PageView): boolean {
    const visit = this.visits.get(visitKey(view));
    return visit !== undefined && view.second - visit.last < REPEAT_VIEW_SECONDS;
  }

  hold({ day, path }: Pick<PageView, "day" | "path">): void {
    const key = `${day}\n${path}`;
    const held = this.held.get(key) ?? { day, path, views: 0 };
    this.held.set(key, { ...held, views: held.views + 1 });
  }

  add(view: PageView): void {
    const key = visitKey(view);
    const visit = this.visits.get(key);
    if (!visit) {
      if (this.visits.size >= this.maxVisits) this.dropped++;
      else this.visits.set(key, { ...view, last: view.second, later: [] });
      return;
    }
    if (this.repeats(view)) return;
    visit.last = view.second;
    visit.later.push({ referrer: view.referrer, device: view.device });
  }

  get size(): number {
    return this.visits.size;
  }

  get isEmpty(): boolean {
    return this.visits.size === 0 && this.held.size === 0;
  }

  get heldViews(): number {
    let views = 0;
    for (const held of this.held.values()) views += held.views;
    return views;
  }

  /** The views it holds: each visit's first and its later ones. */
  get views(): number {
    let views = this.visits.size;
    for (const visit of this.visits.values()) views += visit.later.length;
    return views;
  }
}
