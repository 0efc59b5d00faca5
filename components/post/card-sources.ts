/**
 * The widest file a card needs: cards are at most 384 CSS px wide (PostImage's `sizes`), 768 px on a screen of density
 * 2, where the uploads' own card files stop too (lib/media/variants.ts). 828 is the config's first width past it.
 */
export const CARD_WIDEST = 828;

/**
 * A card's share of the srcset next/image makes: it offers every width of the config, up to 1600 for the post page,
 * and each entry on a card is paid twice per card, in the HTML and in the App Router's flight data. The widths up to
 * CARD_WIDEST, and the widest of them as the fallback `src`.
 */
export function cardSources(srcSet: string): { srcSet: string; src: string } {
  const entries = srcSet.split(", ").map((entry) => {
    const [url, width] = entry.split(" ");
    return { entry, url, width: Number.parseInt(width, 10) };
  });
  const kept = entries.filter(({ width }) => width <= CARD_WIDEST);
  const offered = kept.length > 0 ? kept : entries.slice(0, 1);
  return { srcSet: offered.map(({ entry }) => entry).join(", "), src: offered[offered.length - 1].url };
}
