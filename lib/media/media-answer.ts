import type { Media } from "./find-media";
import type { MediaFormat } from "./formats";
import { originalUrl } from "./media-url";
import { variantPlan } from "./variants";

/** What the API answers about an upload: the address a post names it by, its upright size, focus and variants. */
export const mediaAnswer = ({ hash, format, width, height, focusX, focusY }: Media) => ({
  url: originalUrl(hash, format as MediaFormat),
  width,
  height,
  focusX,
  focusY,
  variants: variantPlan({ hash, width, height, focusX, focusY }),
});
