import { preload } from "react-dom";
import type { MediaShape, ResizedKind } from "@/lib/media/variants";
import type { ImageLoad } from "./PostImage";
import { pictureOf } from "./picture";
import styles from "./PostImage.module.css";

type Props = { media: MediaShape; alt: string; kind: ResizedKind; sizes: string; load: ImageLoad };

/**
 * A photo uploaded here, drawn from the variants made at upload: they are already sized, so they never go through
 * the optimizer. The WebP widths are a <source> (the browser picks one by `sizes`), the JPEG the fallback; its
 * width and height, and the frame's aspect ratio, hold the space before any byte arrives.
 */
export function UploadedImage({ media, alt, kind, sizes, load }: Props) {
  const picture = pictureOf(media, kind);
  const fetchPriority = load === "lcp" ? "high" : undefined;
  if (load === "lcp") {
    preload(picture.src, {
      as: "image",
      imageSrcSet: picture.webpSrcSet,
      imageSizes: sizes,
      type: "image/webp",
      fetchPriority: "high",
    });
  }
  return (
    <div className={styles.frame} style={{ aspectRatio: picture.aspectRatio }}>
      <picture>
        <source type="image/webp" srcSet={picture.webpSrcSet} sizes={sizes} />
        <img
          src={picture.src}
          alt={alt}
          width={picture.width}
          height={picture.height}
          loading={load === "lazy" ? "lazy" : "eager"}
          fetchPriority={fetchPriority}
          decoding="async"
          className={styles.image}
          style={{ objectPosition: picture.position }}
        />
      </picture>
    </div>
  );
}
