import type { Root } from "hast";
import { readerText } from "./story-text";

/** What the site reads of one body field, from one parse: its sanitised tree, the links it refuses, its text. */
export type ParsedStory = { tree: Root; links: string[]; text: string };

/** Plain paragraphs, one per blank line, as every body read before Markdown: no parser, in linear time. */
export function plainStory(markdown: string): ParsedStory {
  const paragraphs = markdown
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
  const tree: Root = {
    type: "root",
    // A line break between paragraphs, as the parser's tree has.
    children: paragraphs.flatMap((value, index) => [
      ...(index > 0 ? [{ type: "text" as const, value: "\n" }] : []),
      { type: "element" as const, tagName: "p", properties: {}, children: [{ type: "text" as const, value }] },
    ]),
  };
  return { tree, links: [], text: readerText(tree) };
}
