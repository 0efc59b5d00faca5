import "server-only";
import type { Element, Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { getTranslations } from "next-intl/server";
import type { ComponentProps, ReactNode } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import type { FrameStyling } from "@/components/post/UploadedImage";
import { env } from "@/lib/env";
import { embedOf } from "@/lib/story/embeds";
import { storyMedia, type StoryMedia } from "@/lib/story/story-media";
import { storyPhotos } from "@/lib/story/story-photos";
import { EMBED_ELEMENT } from "@/lib/story/story-schema";
import { storyTree } from "@/lib/story/story-tree";
import { EmbedFacade } from "./EmbedFacade";
import { StoryLink } from "./StoryLink";
import { InlinePhoto, StoryFigure } from "./StoryPhoto";
import styles from "./StoryBody.module.css";

type Drawing = { media: StoryMedia; styling: FrameStyling; siteUrl: string; tableLabel: string; playable: boolean };

const ALIGNED: Record<string, string | undefined> = {
  left: styles.alignLeft,
  center: styles.alignCenter,
  right: styles.alignRight,
};

type CellProps = ComponentProps<"td"> & { node?: Element };

/** A table cell's Markdown alignment as a class: the obsolete align attribute fails the HTML checker. */
const alignment = (align: CellProps["align"]) => (align ? ALIGNED[align] : undefined);
const HeaderCell = ({ align, children }: CellProps) => <th className={alignment(align)}>{children}</th>;
const Cell = ({ align, children }: CellProps) => <td className={alignment(align)}>{children}</td>;

/** Each element of the tree that is drawn by a component rather than as itself. */
function componentsFor({ media, styling, siteUrl, tableLabel, playable }: Drawing) {
  return {
    a: ({ href, title, children }: { href?: string; title?: string; children?: ReactNode }) => (
      <StoryLink href={href!} title={title} siteUrl={siteUrl}>
        {children}
      </StoryLink>
    ),
    img: ({ src, alt }: { src?: unknown; alt?: string }) => (
      <InlinePhoto src={String(src)} alt={alt ?? ""} media={media} />
    ),
    figure: ({ node }: { node?: Element }) => <StoryFigure node={node!} media={media} styling={styling} />,
    // A wide table scrolls inside its own box on a phone, reachable from the keyboard.
    table: ({ children }: { children?: ReactNode }) => (
      <div className={styles.table} role="region" aria-label={tableLabel} tabIndex={0}>
        <table>{children}</table>
      </div>
    ),
    th: HeaderCell,
    td: Cell,
    [EMBED_ELEMENT]: ({ href, title }: { href: string; title?: string }) => {
      const embed = embedOf(href);
      return embed ? <EmbedFacade embed={embed} title={title ?? null} playable={playable} /> : null;
    },
  };
}

const draw = (tree: Root, drawing: Drawing) =>
  toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    passNode: true,
    tableCellAlignToStyle: false,
    components: componentsFor(drawing),
  });

/**
 * A post's body fields, each a story's part in Markdown, drawn through the one renderer (lib/story/story-tree.ts). The
 * first field is the lead. `media`: the uploads its photos name, looked up here when not given. `imageStyling`:
 * "script" under the editor's Content-Security-Policy, which refuses style attributes (components/post/UploadedImage.tsx).
 * `playable`: false draws the players' posters as links (components/story/EmbedFacade.tsx). `lead`: false for a text
 * that is no story's beginning (a live update), whose first field is drawn as the others.
 */
export async function StoryBody({
  fields,
  trees: parsed,
  media,
  imageStyling = "attribute",
  playable = true,
  lead = true,
}: {
  /** The fields' Markdown, or `trees`: what a caller parsing many texts at a measured pace has parsed. */
  fields?: string[];
  trees?: Root[];
  media?: StoryMedia;
  imageStyling?: FrameStyling;
  playable?: boolean;
  lead?: boolean;
}) {
  const trees = parsed ?? (await Promise.all((fields ?? []).map(storyTree)));
  const [t, uploads] = await Promise.all([getTranslations("Story"), media ?? storyMedia(trees.flatMap(storyPhotos))]);
  const drawing = { media: uploads, styling: imageStyling, siteUrl: env().SITE_URL, tableLabel: t("table"), playable };
  return (
    <div className={styles.story}>
      {trees.map((tree, index) => (
        <div key={index} className={index === 0 && lead ? styles.introduction : undefined}>
          {draw(tree, drawing)}
        </div>
      ))}
    </div>
  );
}
