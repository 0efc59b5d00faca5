// The renderer's allowlist: what a story may put on the page. Everything else in the tree is unwrapped to its text
// (raw HTML never becomes an element in the first place, lib/story/markdown-rules.ts), and a URL keeps its place only
// with one of these schemes or none (a relative one).
import type { Schema } from "hast-util-sanitize";

export const LINK_PROTOCOLS = ["http", "https", "mailto"];
export const IMAGE_PROTOCOLS = ["http", "https"];

const TABLE = ["table", "thead", "tbody", "tr", "th", "td"];
const ALIGN: [string, ...string[]] = ["align", "left", "center", "right"];

export const STORY_SCHEMA: Schema = {
  tagNames: [
    "p",
    "br",
    "h2",
    "h3",
    "strong",
    "em",
    "del",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "hr",
    ...TABLE,
    "code",
    "img",
  ],
  attributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title"],
    ol: [["start", /^\d{1,9}$/]],
    th: [ALIGN],
    td: [ALIGN],
  },
  protocols: { href: LINK_PROTOCOLS, src: IMAGE_PROTOCOLS },
  ancestors: { li: ["ul", "ol"], ...Object.fromEntries(TABLE.slice(1).map((tag) => [tag, ["table"]])) },
  required: {},
  clobber: [],
  strip: [],
  allowComments: false,
  allowDoctypes: false,
};

/** Elements the renderer itself makes from what passed the schema: a photo alone in its paragraph, and an embed. */
export const FIGURE_ELEMENTS = ["figure", "figcaption"];
export const EMBED_ELEMENT = "story-embed";

/** Every element a story's tree may hold once drawn (the embed is replaced by its facade, or by a link in feeds). */
export const STORY_ELEMENTS = [...STORY_SCHEMA.tagNames!, ...FIGURE_ELEMENTS];
