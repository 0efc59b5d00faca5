// The refreshes a change tells the page cache's store itself, before its answer leaves (lib/revalidate.ts), and which
// Next.js hands the page cache handler once more after the answer (lib/page-cache-handler.ts).

/**
 * Per tag, how many refreshes were told ahead and not handed again yet. A render that begins between a change's two
 * tellings reads the change; refreshed a second time, its page would be rendered once more for nothing.
 */
export class ToldRefreshes {
  private readonly ahead = new Map<string, number>();

  toldAhead(tags: string[]): void {
    for (const tag of tags) this.ahead.set(tag, (this.ahead.get(tag) ?? 0) + 1);
  }

  /** Of `tags`, handed by Next.js, those no change told ahead: only they are refreshed now. */
  notToldAhead(tags: string[]): string[] {
    return tags.filter((tag) => {
      const ahead = this.ahead.get(tag) ?? 0;
      if (ahead > 1) this.ahead.set(tag, ahead - 1);
      else this.ahead.delete(tag);
      return ahead === 0;
    });
  }
}
