import type { Element } from "hast";
import { pictureOf } from "@/components/post/picture";
import { UploadedImage, UploadedPicture, type FrameStyling } from "@/components/post/UploadedImage";
import type { StoryMedia } from "@/lib/story/story-media";
import styles from "./StoryBody.module.css";

/** The story's column, at most 44rem (704 px) in an article 2.5rem narrower than a phone's screen. */
const SIZES = "(min-width: 784px) 704px, calc(100vw - 2.5rem)";

type Photo = { src: string; alt: string; media: StoryMedia; styling: FrameStyling };

/**
 * A photo of another host: its size is unknown until it arrives, so a 16:9 box is kept for it and the photo fits
 * inside, and nothing below moves when it loads. A <span>, as the photo may stand inside a paragraph.
 */
function ReservedBox({ src, alt }: { src: string; alt: string }) {
  return (
    <span className={styles.box}>
      {/* next/image refuses hosts outside IMAGE_HOSTS, and a story may name any https host. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={src} alt={alt} width={1600} height={900} loading="lazy" decoding="async" className={styles.boxed} />
    </span>
  );
}

/** A photo within a line of text: an upload draws its variants at their own size, others keep their box. */
export function InlinePhoto({ src, alt, media }: Omit<Photo, "styling">) {
  const upload = media.get(src);
  if (!upload) return <ReservedBox src={src} alt={alt} />;
  return (
    <UploadedPicture
      picture={pictureOf(upload, "page")}
      alt={alt}
      sizes={SIZES}
      load="lazy"
      className={styles.inline}
    />
  );
}

const textOf = (node: Element | undefined) =>
  node?.children.map((child) => (child.type === "text" ? child.value : "")).join("") ?? "";

/** A photo alone in its paragraph (lib/story/story-shapes.ts), captioned by its Markdown title. */
export function StoryFigure({ node, media, styling }: { node: Element } & Omit<Photo, "src" | "alt">) {
  const [image, caption] = node.children.filter((child): child is Element => child.type === "element");
  const src = String(image.properties.src);
  const alt = typeof image.properties.alt === "string" ? image.properties.alt : "";
  const upload = media.get(src);
  return (
    <figure className={styles.figure}>
      {upload ? (
        <UploadedImage media={upload} alt={alt} kind="page" sizes={SIZES} load="lazy" styling={styling} />
      ) : (
        <ReservedBox src={src} alt={alt} />
      )}
      {caption ? <figcaption>{textOf(caption)}</figcaption> : null}
    </figure>
  );
}
