import type { CSSProperties } from "react";
import { preload } from "react-dom";
import type { MediaShape, ResizedKind } from "@/lib/media/variants";
import { pictureOf, type Picture } from "./picture";
import { ScriptStyledFrame } from "./ScriptStyledFrame";
import styles from "./PostImage.module.css";

/**
 * How soon the browser fetches the image: "lcp" for the page's largest paint (eager, high priority, preloaded),
 * "eager" for another image on the first screen, "lazy" for the rest.
 */
export type ImageLoad = "lcp" | "eager" | "lazy";

/**
 * How the frame gets its shape and focus: a style attribute in the server's HTML (the public pages), or from script
 * on pages under the editor's Content-Security-Policy, which refuses style attributes (the preview).
 */
export type FrameStyling = "attribute" | "script";

type Props = {
  media: MediaShape;
  alt: string;
  kind: ResizedKind;
  sizes: string;
  load: ImageLoad;
  styling?: FrameStyling;
};

/** The upload's <picture>, sized by its variant's width and height: also a story's photo within a line of text. */
export function UploadedPicture({
  picture,
  alt,
  sizes,
  load,
  className,
}: {
  picture: Picture;
  alt: string;
  sizes: string;
  load: ImageLoad;
  className: string;
}) {
  return (
    <picture>
      <source type="image/webp" srcSet={picture.webpSrcSet} sizes={sizes} />
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={load === "lazy" ? "lazy" : "eager"}
        fetchPriority={load === "lcp" ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/**
 * A photo uploaded here, drawn from the variants made at upload: they are already sized, so they never go through
 * the optimizer. The WebP widths are a <source> (the browser picks one by `sizes`), the JPEG the fallback; its
 * width and height, and the frame's aspect ratio, hold the space before any byte arrives.
 */
export function UploadedImage({ media, alt, kind, sizes, load, styling = "attribute" }: Props) {
  const picture = pictureOf(media, kind);
  if (load === "lcp") {
    preload(picture.src, {
      as: "image",
      imageSrcSet: picture.webpSrcSet,
      imageSizes: sizes,
      type: "image/webp",
      fetchPriority: "high",
    });
  }
  // Custom properties that PostImage.module.css gives the frame's aspect-ratio and the <img>'s object-position.
  const frameStyle = { "--aspect": picture.aspectRatio, "--focus": picture.position };
  const drawn = <UploadedPicture picture={picture} alt={alt} sizes={sizes} load={load} className={styles.image} />;
  return styling === "script" ? (
    <ScriptStyledFrame className={styles.frame} style={frameStyle}>
      {drawn}
    </ScriptStyledFrame>
  ) : (
    <div className={styles.frame} style={frameStyle as CSSProperties}>
      {drawn}
    </div>
  );
}
