// What a reader reads of a body field, without Markdown's symbols: what search, excerpts, JSON-LD, share cards and
// the reading time count. An embed reads as its link's text, a photo as nothing (its caption is text).
import type { Element, Root } from "hast";
import { toText } from "hast-util-to-text";
import { EMBED_ELEMENT } from "./story-schema";

/** The tree with each embed as a paragraph of its title (or nothing): readers see it as a named player. */
export function withEmbeds(tree: Root, drawn: (embed: Element) => Element["children"]): Root {
  const replaced = (children: Root["children"]): Root["children"] =>
    children.map((child) =>
      child.type !== "element"
        ? child
        : child.tagName === EMBED_ELEMENT
          ? { type: "element", tagName: "p", properties: {}, children: drawn(child) }
          : { ...child, children: replaced(child.children) as Element["children"] },
    );
  return { ...tree, children: replaced(tree.children) };
}

const embedTitle = (embed: Element): Element["children"] =>
  typeof embed.properties.title === "string" ? [{ type: "text", value: embed.properties.title }] : [];

/** innerText keeps the spaces beside a line break and where a dropped photo stood: a reader sees none of them. */
const tidy = (text: string) =>
  text
    .replace(/[ \t]*\n[ \t]*/g, "\n")
    .replace(/[ \t]{2,}/g, " ")
    .trim();

/** The text of a field's sanitised tree (lib/story/story-parse.ts makes both). */
export const readerText = (tree: Root) => tidy(toText(withEmbeds(tree, embedTitle)));
