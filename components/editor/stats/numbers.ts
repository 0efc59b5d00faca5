// Counts as readers in Mexico write them (12,345 and 0.5), on every editor page that shows them. The messages' own
// number format follows the site's "es" locale (12.345, and no separator under five digits), so counts reach them
// already written, beside the number their plural needs.
const counts = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 1 });
const shares = new Intl.NumberFormat("es-MX", { style: "percent" });

export const formatCount = (value: number) => counts.format(value);
export const formatShare = (share: number) => shares.format(share);

/** A page's views and visitors as the messages take them: each number for its plural, and each as written. */
export const countArguments = ({ views, visitors }: { views: number; visitors: number }) => ({
  views,
  visitors,
  viewsShown: formatCount(views),
  visitorsShown: formatCount(visitors),
});
