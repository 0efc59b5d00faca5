/** Up to this many pages every number is shown, as the specification asks; beyond, a window keeps the page small. */
export const ALL_NUMBERS_UP_TO = 20;
const AROUND_CURRENT = 2;

export type PageNumber = number | "gap";

/**
 * The numbers the pagination shows: all of them for a short archive; for a long one the first, the last and the
 * current page with its neighbours, a gap marking each jump (16,667 links would make a 5 MB page at 100,000 posts).
 */
export function pageNumbers(page: number, pages: number): PageNumber[] {
  if (pages <= ALL_NUMBERS_UP_TO) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set([1, pages]);
  for (let number = page - AROUND_CURRENT; number <= page + AROUND_CURRENT; number += 1) {
    if (number >= 1 && number <= pages) shown.add(number);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((number, index) => (index > 0 && number - sorted[index - 1] > 1 ? ["gap", number] : [number]));
}
