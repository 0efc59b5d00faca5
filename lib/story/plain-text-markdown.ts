// A body written before Markdown, as the Markdown that reads the same: each blank line still starts a paragraph,
// each single line break stays one, and only the characters that would now mean something get the backslash (or
// entity) that mdast-util-to-markdown's serialiser, GitHub's extensions included, puts before them. An address in the
// text still becomes a link to itself (GitHub's autolinks read the text after its escapes): same words, now clickable.
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";

const BLANK_LINE = /\n[ \t]*\n\s*/;

export function markdownOfPlainText(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(BLANK_LINE)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ""))
    .filter((paragraph) => paragraph.trim() !== "");
  const tree = {
    type: "root" as const,
    children: paragraphs.map((value) => ({ type: "paragraph" as const, children: [{ type: "text" as const, value }] })),
  };
  return toMarkdown(tree, { extensions: [gfmToMarkdown()] }).replace(/\n$/, "");
}
