// The files made of every upload, planned from its size and focus alone: the upload, the pages, the JSON-LD and the
// form all read the same plan. Pure, no I/O: the form's client code imports it too.
import { mediaFileUrl } from "./media-url";

/** What the plan needs of a Media row. */
export type MediaShape = { hash: string; width: number; height: number; focusX: number; focusY: number };

export type VariantFormat = "webp" | "jpeg";
export type ResizedKind = "card" | "page";
export type CropKind = "crop-16x9" | "crop-4x3" | "crop-1x1" | "share";
export type VariantKind = ResizedKind | CropKind;

export type Variant = {
  kind: VariantKind;
  file: string;
  format: VariantFormat;
  width: number;
  height: number;
  url: string;
};

/** A part of the upright original, in its pixels. */
export type Region = { left: number; top: number; width: number; height: number };

/**
 * Whole images at these widths, in WebP, and one JPEG for the browsers without it. Cards are at most 360 CSS px wide
 * (45vw or 92vw below 1100 px), the post page's image at most 960: both up to a screen of density 2,
 * and a 1200 step for a phone of density 3 (350 CSS px), the width the optimizer sends it for a sample image.
 */
const RESIZED: Record<ResizedKind, { widths: number[]; fallback: number }> = {
  card: { widths: [384, 768], fallback: 768 },
  page: { widths: [640, 960, 1200, 1600], fallback: 1200 },
};

/** Google's NewsArticle images (16:9, 4:3 and 1:1, at least 1200 px wide) and the 1200x630 share preview. */
const CROPS: Record<CropKind, { aspect: [number, number]; width: number; height?: number }> = {
  "crop-16x9": { aspect: [16, 9], width: 1200 },
  "crop-4x3": { aspect: [4, 3], width: 1200 },
  "crop-1x1": { aspect: [1, 1], width: 1200 },
  share: { aspect: [1200, 630], width: 1200, height: 630 },
};
export const CROP_KINDS = Object.keys(CROPS) as CropKind[];
/** WhatsApp drops a preview image above this size. */
export const SHARE_MAX_BYTES = 300 * 1024;

const EXTENSION: Record<VariantFormat, string> = { webp: "webp", jpeg: "jpg" };

/**
 * The names of the files made from an upload, as regular expression sources. The proxy (deploy/nginx.conf) serves
 * exactly these from disk; the original goes to the site, which sends readers to a copy without its EXIF.
 */
export const VARIANT_NAME_PATTERNS = [
  "(?:card|page)-[1-9]\\d{0,4}\\.(?:webp|jpg)",
  `(?:${CROP_KINDS.join("|")})-f(?:0|[1-9]\\d{0,2}|1000)-(?:0|[1-9]\\d{0,2}|1000)\\.jpg`,
];

const FILE_NAME = new RegExp(
  ["original\\.(?:jpg|png|webp|avif)", ...VARIANT_NAME_PATTERNS].map((name) => `^${name}$`).join("|"),
);

/**
 * A name the site may have stored in an upload's folder: the original, a width, or a crop at some focus. Crops
 * made for an earlier focus keep their names, since pages cached before the change still show them.
 */
export const isMediaFileName = (name: string) => FILE_NAME.test(name);

/** The focus in thousandths, in the crops' names: a new focus is a new name, as every URL here is immutable. */
const thousandths = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 1000);

/** The widths at or below the original's; when it is narrower than some, its own width stands in for them. */
function widthsUpTo(widths: number[], original: number): number[] {
  const smaller = widths.filter((width) => width < original);
  return smaller.length < widths.length ? [...smaller, original] : smaller;
}

function resized(media: MediaShape, kind: ResizedKind): Variant[] {
  const { widths, fallback } = RESIZED[kind];
  const sized = (width: number, format: VariantFormat): Variant => {
    const file = `${kind}-${width}.${EXTENSION[format]}`;
    const height = Math.max(1, Math.round((width * media.height) / media.width));
    return { kind, file, format, width, height, url: mediaFileUrl(media.hash, file) };
  };
  return [
    ...widthsUpTo(widths, media.width).map((width) => sized(width, "webp")),
    sized(Math.min(fallback, media.width), "jpeg"),
  ];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The largest part of the original with the crop's aspect, centred on the focus as far as the edges allow. */
export function cropRegion(media: MediaShape, kind: CropKind): Region {
  const [across, down] = CROPS[kind].aspect;
  const wider = media.width * down > media.height * across;
  const width = wider ? Math.max(1, Math.round((media.height * across) / down)) : media.width;
  const height = wider ? media.height : Math.max(1, Math.round((media.width * down) / across));
  const left = clamp(Math.round(media.focusX * media.width - width / 2), 0, media.width - width);
  const top = clamp(Math.round(media.focusY * media.height - height / 2), 0, media.height - height);
  return { left, top, width, height };
}

function cropped(media: MediaShape, kind: CropKind): Variant {
  const { aspect, width: target, height: fixedHeight } = CROPS[kind];
  const region = cropRegion(media, kind);
  // The share preview has one size everywhere; the crops are never enlarged.
  const width = fixedHeight ? target : Math.min(target, region.width);
  const height = fixedHeight ?? Math.max(1, Math.round((width * aspect[1]) / aspect[0]));
  const file = `${kind}-f${thousandths(media.focusX)}-${thousandths(media.focusY)}.jpg`;
  return { kind, file, format: "jpeg", width, height, url: mediaFileUrl(media.hash, file) };
}

/** Every variant of an upload, in the order they are made. */
export function variantPlan(media: MediaShape): Variant[] {
  return [...resized(media, "card"), ...resized(media, "page"), ...CROP_KINDS.map((kind) => cropped(media, kind))];
}

/** The variants of one kind in one format, narrowest first. */
export const variantsOf = (plan: Variant[], kind: VariantKind, format?: VariantFormat) =>
  plan.filter((variant) => variant.kind === kind && (!format || variant.format === format));

/** An `srcset` of variants: `url 384w, url 768w`. */
export const srcSetOf = (variants: Variant[]) => variants.map(({ url, width }) => `${url} ${width}w`).join(", ");
