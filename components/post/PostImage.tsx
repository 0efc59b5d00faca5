import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { imageSource } from "@/lib/images";
import type { MediaShape, ResizedKind } from "@/lib/media/variants";
import { cardSources } from "./card-sources";
import { UploadedImage, type FrameStyling, type ImageLoad } from "./UploadedImage";
import styles from "./PostImage.module.css";

/**
 * The image's width in the layout, so the browser takes the narrowest file that fills it. Cards: the grid's columns
 * of at least 19rem with 1.5rem gaps in a container 2.5rem narrower than the screen and at most 75rem wide (one
 * column below 672 px, two below 1000, three after). The post page: the article's width, at most 60rem.
 */
const SIZES: Record<ResizedKind, string> = {
  card: "(min-width: 1240px) 384px, (min-width: 1000px) calc((100vw - 5.5rem) / 3), (min-width: 672px) calc((100vw - 4rem) / 2), calc(100vw - 2.5rem)",
  page: "(min-width: 1000px) 960px, calc(100vw - 2.5rem)",
};

/** `media`: the upload the image is, when it is a photo uploaded here. */
type Props = {
  src: string;
  alt: string;
  kind: ResizedKind;
  media?: MediaShape | null;
  load?: ImageLoad;
  styling?: FrameStyling;
};

/**
 * A 16:9 frame reserves the image's space before it loads, whichever way the image is drawn. Hosts outside
 * IMAGE_HOSTS never reach the optimizer, so they are a plain <img> at the size they come in (nothing can resize
 * them into a srcset); the preload link starts their download before the stylesheets and fonts are read.
 */
export function PostImage({ src, alt, kind, media, load = "lazy", styling }: Props) {
  const sizes = SIZES[kind];
  if (media) return <UploadedImage media={media} alt={alt} kind={kind} sizes={sizes} load={load} styling={styling} />;
  const fetchPriority = load === "lcp" ? "high" : undefined;
  const loading: "lazy" | "eager" = load === "lazy" ? "lazy" : "eager";
  if (imageSource(src) === "optimized") {
    // next/image's fill style is an attribute, which the editor's CSP refuses; the .image class does the same.
    const { style: _fill, ...offered } = getImageProps({ src, alt, fill: true, sizes, loading, fetchPriority }).props;
    const image = kind === "card" && offered.srcSet ? { ...offered, ...cardSources(offered.srcSet) } : offered;
    if (load === "lcp") {
      preload(image.src, { as: "image", imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: "high" });
    }
    return (
      <div className={styles.frame}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes */}
        <img {...image} alt={alt} className={styles.image} />
      </div>
    );
  }
  if (load === "lcp") preload(src, { as: "image", fetchPriority: "high" });
  return (
    <div className={styles.frame}>
      {/* next/image refuses hosts outside IMAGE_HOSTS; these come as they are (see the comment above). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        alt={alt}
        width={1600}
        height={900}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={styles.image}
      />
    </div>
  );
}
