// Decoding an upload and encoding its variants with sharp. An upload is decoded once, upright, into raw pixels no
// larger than its largest variant needs: every variant is cut and scaled from them, so none can carry the original's
// metadata (EXIF, GPS, XMP, ICC), and a 12-megapixel photo's 36 MB of pixels shrink to the 6 MB its variants use.
import "server-only";
import sharp, { type Sharp } from "sharp";
import { UnreadableImageError } from "./errors";
import { cropRegion, SHARE_MAX_BYTES, type CropKind, type MediaShape, type Variant } from "./variants";

// An upload is made once and never again: libvips's cache of decoded images would only hold memory, and one thread
// per image keeps each one's working set small.
sharp.cache(false);
sharp.concurrency(1);

/** About 50 megapixels: a 48-megapixel phone photo passes, a decompression bomb does not. */
export const MAX_PIXELS = 50_000_000;

/**
 * A 50-megapixel photo decodes in about a second here: a decode still running after this long is stopped (the JPEG's
 * scans are counted before, since libjpeg reads them all before sharp's timeout can act).
 */
export const DECODE_SECONDS = 20;

export type Upright = { pixels: Buffer; width: number; height: number; channels: 3 | 4 };

/**
 * What is wrong with the file, in words about the file alone: libvips's messages name the path the server kept it
 * at, and the libraries inside the server.
 */
function unreadable(error: unknown, problem: string, seconds = DECODE_SECONDS): UnreadableImageError {
  const timedOut = error instanceof Error && error.message.startsWith("timeout");
  return new UnreadableImageError(
    timedOut
      ? `The image takes more than ${seconds} s to decode, far longer than a photo of its size: save it again and upload that copy.`
      : problem,
  );
}

const DAMAGED_HEADER =
  "The image cannot be read: its header is damaged, or its content is not the format its first bytes claim.";
const CORRUPT = "The image is corrupt or truncated: it cannot be decoded to its end.";

/**
 * The size of the image upright (after its EXIF orientation), from its header alone: a bomb is refused here, before a
 * single pixel is decoded (nor its size limited yet).
 */
export async function uprightSize(file: string): Promise<{ width: number; height: number }> {
  const { width, height, autoOrient } = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(error, DAMAGED_HEADER);
    });
  if (!width || !height) throw new UnreadableImageError("The image has no size in its header.");
  if (width * height > MAX_PIXELS) {
    throw new UnreadableImageError(
      `The image has ${width} x ${height} pixels; at most ${MAX_PIXELS / 1_000_000} megapixels are accepted.`,
    );
  }
  return autoOrient;
}

/**
 * The narrowest upright copy every variant of the plan can be made from without losing detail: the widest variant
 * of the whole image, or the crop that keeps the most of its region (the share image, always 1200 px wide, is
 * enlarged from small originals anyway).
 */
export function workingWidth(media: MediaShape, plan: Variant[]): number {
  const scales = plan.map((variant) => {
    const isCrop = variant.kind !== "card" && variant.kind !== "page";
    return variant.width / (isCrop ? cropRegion(media, variant.kind as CropKind).width : media.width);
  });
  return Math.ceil(media.width * Math.min(1, Math.max(...scales)));
}

/**
 * The whole image decoded (a truncated file fails here), turned upright by its EXIF orientation, in sRGB, at `width`,
 * within `seconds`: JPEG decodes straight at a half, a quarter or an eighth of its size when that is enough.
 */
export async function decodeUpright(file: string, width: number, seconds = DECODE_SECONDS): Promise<Upright> {
  try {
    const { data, info } = await sharp(file, { limitInputPixels: MAX_PIXELS, failOn: "warning" })
      .rotate()
      .resize(width)
      .toColourspace("srgb")
      .raw()
      .timeout({ seconds })
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 };
  } catch (error) {
    throw unreadable(error, CORRUPT, seconds);
  }
}

const fromPixels = ({ pixels, width, height, channels }: Upright) =>
  sharp(pixels, { raw: { width, height, channels } });

/** JPEG has no transparency: transparent parts become white, as on the site's pages. */
const asJpeg = (image: Sharp, quality: number) =>
  image.flatten({ background: "#ffffff" }).jpeg({ quality, progressive: true, chromaSubsampling: "4:2:0" });

const QUALITY = { webp: 75, jpeg: 80 };

/** The share image is lowered in quality until WhatsApp takes it. */
async function shareJpeg(image: () => Sharp): Promise<Buffer> {
  for (const quality of [82, 72, 62, 52, 42]) {
    const encoded = await asJpeg(image(), quality).toBuffer();
    if (encoded.length <= SHARE_MAX_BYTES) return encoded;
  }
  return asJpeg(image(), 32).toBuffer();
}

/** One variant of the plan, from the upright pixels of the upload whose focus is `media`'s. */
export async function encodeVariant(upright: Upright, media: MediaShape, variant: Variant): Promise<Buffer> {
  const isCrop = variant.kind !== "card" && variant.kind !== "page";
  const working = { ...media, width: upright.width, height: upright.height };
  const image = () => {
    const source = fromPixels(upright);
    const cut = isCrop ? source.extract(cropRegion(working, variant.kind as CropKind)) : source;
    return cut.resize(variant.width, variant.height, { fit: "fill" });
  };
  if (variant.kind === "share") return shareJpeg(image);
  if (variant.format === "webp") return image().webp({ quality: QUALITY.webp }).toBuffer();
  return asJpeg(image(), QUALITY.jpeg).toBuffer();
}
