// One body field's Markdown as everything the site reads of it, from one parse: the tree every reader gets
// (CommonMark with GitHub's tables and strikethrough, a single line break kept as a line break, only what STORY_SCHEMA
// allows), the links the renderer would drop (the API refuses them by name), and the reader's text. Runs in the story
// worker (lib/story/story-worker.ts), never on the server's main thread: the parser's time is bounded there.
import type { Root } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeSanitize from "rehype-sanitize";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import markdownRules from "./markdown-rules";
import nestingLimit from "./nesting-limit";
import { tooCostlyToParse } from "./parse-cost";
import { plainStory, type ParsedStory } from "./plain-story";
import { STORY_SCHEMA } from "./story-schema";
import storyShapes from "./story-shapes";
import { readerText } from "./story-text";
import { unsafeLinksIn } from "./unsafe-links";

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

/** The parser's places of every node: nothing reads them, and they would double what the worker sends back. */
function withoutPositions(tree: Root): Root {
  const pending: { position?: unknown; children?: unknown[] }[] = [tree];
  while (pending.length > 0) {
    const node = pending.pop()!;
    delete node.position;
    if (node.children) pending.push(...(node.children as (typeof pending)[number][]));
  }
  return tree;
}

/**
 * Text past the bounds of lib/story/parse-cost.ts (markup, lines, nesting) is read as plain paragraphs: the parser
 * would take seconds, and could overflow its own recursion. Deep nesting within them is cut by nestingLimit.
 */
export function parseStory(markdown: string): ParsedStory {
  if (tooCostlyToParse(markdown)) return plainStory(markdown);
  const mdast = pipeline.parse(markdown) as MdastRoot;
  // Read before the pipeline changes the tree: the links as written.
  const links = unsafeLinksIn(mdast);
  const tree = withoutPositions(pipeline.runSync(mdast) as Root);
  return { tree, links, text: readerText(tree) };
}
