// What the renderer makes of the sanitised tree: a photo alone in its paragraph becomes a figure (captioned by its
// Markdown title), a link alone in its paragraph to a known player becomes an embed, and a link or photo whose URL
// the sanitiser dropped is left as its text (or nothing).
import type { Element, ElementContent, Root, RootContent } from "hast";
import { toText } from "hast-util-to-text";
import { SKIP, visit } from "unist-util-visit";
import { embedOf } from "./embeds";
import { EMBED_ELEMENT } from "./story-schema";

const element = (tagName: string, properties: Element["properties"], children: ElementContent[] = []): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});

const isBlank = (node: RootContent) => node.type === "text" && node.value.trim() === "";
const isElement = (node: RootContent, tagName: string): node is Element =>
  node.type === "element" && node.tagName === tagName;

/** A photo whose URL the sanitiser dropped: nothing is left to show. */
const isEmptyPhoto = (node: RootContent) => isElement(node, "img") && typeof node.properties.src !== "string";

/** A paragraph's content without the white space and line breaks around it, or photos without a URL. */
const contentOf = (paragraph: Element) =>
  paragraph.children.filter((child) => !isBlank(child) && !isElement(child, "br") && !isEmptyPhoto(child));

/** A link whose text is its address has no title of its own: the facade then names only the provider. */
const LOOKS_LIKE_URL = /^(?:[a-z][a-z0-9+.-]*:|www\.)/i;

function embedIn(paragraph: Element): Element | null {
  const [link, ...others] = contentOf(paragraph);
  if (others.length > 0 || !link || !isElement(link, "a") || typeof link.properties.href !== "string") return null;
  const embed = embedOf(link.properties.href);
  if (!embed) return null;
  const text = toText(link).trim();
  return element(EMBED_ELEMENT, { href: embed.link, title: text && !LOOKS_LIKE_URL.test(text) ? text : undefined });
}

/** One figure per photo, when the paragraph holds photos and nothing else. */
function figuresIn(paragraph: Element): Element[] | null {
  const content = contentOf(paragraph);
  if (content.length === 0 || !content.every((child) => isElement(child, "img"))) return null;
  return (content as Element[]).map((image) => {
    const { title, ...properties } = image.properties;
    const caption =
      typeof title === "string" && title.trim() ? [element("figcaption", {}, [{ type: "text", value: title }])] : [];
    return element("figure", {}, [{ ...image, properties }, ...caption]);
  });
}

export default function storyShapes() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (!parent || index === undefined) return;
      let replaced: ElementContent[] | null = null;
      if (node.tagName === "a" && typeof node.properties.href !== "string") replaced = node.children;
      else if (isEmptyPhoto(node)) replaced = [];
      else if (node.tagName === "p") {
        const embed = embedIn(node);
        replaced = embed ? [embed] : figuresIn(node);
      }
      if (!replaced) return;
      parent.children.splice(index, 1, ...replaced);
      return [SKIP, index];
    });
  };
}
