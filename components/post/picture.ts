import { srcSetOf, variantPlan, variantsOf, type MediaShape, type ResizedKind } from "@/lib/media/variants";

/** How an uploaded photo is drawn: WebP widths for the browser to choose from, and one JPEG for the others. */
export type Picture = {
  webpSrcSet: string;
  /** The JPEG, with its size: the <img>'s own source, which also fixes the frame before anything loads. */
  src: string;
  width: number;
  height: number;
  /** The focus as CSS `object-position`: where a frame cuts the photo, it keeps what the editor pointed at. */
  position: string;
  /** The frame's CSS `aspect-ratio`. */
  aspectRatio: string;
};

/**
 * A card is a 16:9 frame like every card of the grid; the post page shows the photo as it was taken, unless it is
 * taller than 4:5 (a phone's portrait would push the article off the screen) or wider than 2:1.
 */
const PAGE_ASPECT = { tallest: [4, 5], widest: [2, 1] } as const;

function pageAspect({ width, height }: MediaShape): string {
  const [tallAcross, tallDown] = PAGE_ASPECT.tallest;
  const [wideAcross, wideDown] = PAGE_ASPECT.widest;
  if (width * tallDown < height * tallAcross) return `${tallAcross} / ${tallDown}`;
  if (width * wideDown > height * wideAcross) return `${wideAcross} / ${wideDown}`;
  return `${width} / ${height}`;
}

const percent = (fraction: number) => `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`;

export function pictureOf(media: MediaShape, kind: ResizedKind): Picture {
  const plan = variantPlan(media);
  const [fallback] = variantsOf(plan, kind, "jpeg");
  return {
    webpSrcSet: srcSetOf(variantsOf(plan, kind, "webp")),
    src: fallback.url,
    width: fallback.width,
    height: fallback.height,
    position: `${percent(media.focusX)} ${percent(media.focusY)}`,
    aspectRatio: kind === "card" ? "16 / 9" : pageAspect(media),
  };
}
