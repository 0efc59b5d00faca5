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

export class ViewBatch {
  readonly visits = new Map<string, Visit>();
  /** Views of visitors this batch had no room for: lost, and said so in the log when the batch is written. */
  dropped = 0;

  /** `maxVisits` bounds its memory (about 300 bytes each): a flood of new visitors beyond it is not counted. */
  constructor(private readonly maxVisits: number) {}

  add(view: PageView): void {
    const key = visitKey(view);
    const visit = this.visits.get(key);
    if (!visit) {
      if (this.visits.size >= this.maxVisits) this.dropped++;
      else this.visits.set(key, { ...view, last: view.second, later: [] });
      return;
    }
    if (view.second - visit.last < REPEAT_VIEW_SECONDS) return;
    visit.last = view.second;
    visit.later.push({ referrer: view.referrer, device: view.device });
  }

  get size(): number {
    return this.visits.size;
  }

  /** The views it holds: each visit's first and its later ones. */
  get views(): number {
    let views = this.visits.size;
    for (const visit of this.visits.values()) views += visit.later.length;
    return views;
  }
}
