// One body field's Markdown as the tree every reader of a story gets: CommonMark with GitHub's tables and
// strikethrough, a single line break kept as a line break, and only what STORY_SCHEMA allows. Server-only: the parser
// weighs about 40 KB gzipped, which no reader or editor form should download (the pages send the rendered story).
import "server-only";
import type { Root } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeSanitize from "rehype-sanitize";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import markdownRules from "./markdown-rules";
import nestingLimit, { tooCostlyToParse } from "./nesting-limit";
import { STORY_SCHEMA } from "./story-schema";
import storyShapes from "./story-shapes";

/** The Markdown as written (mdast): what the API's check of links reads. */
export const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();

const pipeline = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(nestingLimit)
  .use(markdownRules)
  .use(remarkBreaks)
  .use(remarkRehype)
  .use(rehypeSanitize, STORY_SCHEMA)
  .use(storyShapes)
  .freeze();

/** Plain paragraphs, one per blank line, as every body read before Markdown. */
function plainParagraphs(markdown: string): MdastRoot {
  const paragraphs = markdown.split(/\n\s*\n/).filter((text) => text.trim());
  return {
    type: "root",
    children: paragraphs.map((value) => ({ type: "paragraph", children: [{ type: "text", value }] })),
  };
}

/**
 * Text that opens containers far past MAX_NESTING on one line ("> > > …" a thousand times), or holds more than
 * MAX_MARKUP delimiters, is read as plain paragraphs: the parser would take seconds, and could overflow its own
 * recursion. Deep nesting that gets past this check is cut by nestingLimit once parsed.
 */
const parsed = (markdown: string): MdastRoot =>
  tooCostlyToParse(markdown) ? plainParagraphs(markdown) : pipeline.parse(markdown);

/** The sanitised tree of one body field. */
export function storyTree(markdown: string): Root {
  return pipeline.runSync(parsed(markdown)) as Root;
}
