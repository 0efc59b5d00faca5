// The one way the site reads a body field (a post's, an event's description): parsed by the story worker in bounded
// time (lib/story/story-pool.ts), and read as plain paragraphs when it runs past that time, so a stored field no
// parse finishes still shows its words. Server-only: the parser weighs about 40 KB gzipped, which no reader or editor
// form should download (the pages send the rendered story).
import "server-only";
import type { Root } from "hast";
import { parsed, StoryQueueFullError, type Parse } from "./story-pool";
import { plainStory, type ParsedStory } from "./plain-story";

/** The field's parse as the API checks it: refused when the parser runs past its time limit. */
export async function storyParse(markdown: string): Promise<Parse> {
  const parse = await parsed(markdown);
  // The worker's queue is full: an answer the caller may try again, never a body drawn otherwise than it is.
  if ("refused" in parse && parse.refused === "busy") throw new StoryQueueFullError();
  return parse;
}

/** What the site reads of the field: its parse, or its plain paragraphs when no parse finished in time. */
export async function storyOf(markdown: string): Promise<ParsedStory> {
  const parse = await storyParse(markdown);
  return "story" in parse ? parse.story : plainStory(markdown);
}

/** The sanitised tree of one body field. */
export const storyTree = async (markdown: string): Promise<Root> => (await storyOf(markdown)).tree;

/** The reader's text of one body field: what search, excerpts, JSON-LD and the reading time count. */
export const storyText = async (markdown: string): Promise<string> => (await storyOf(markdown)).text;
