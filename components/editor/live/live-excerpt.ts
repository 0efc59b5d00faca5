import "server-only";
import { cutAtWord } from "@/lib/seo/cut-at-word";
import { storyText } from "@/lib/story/story-tree";

/** What the list shows of an update's text: its reader's words, not its Markdown. */
const EXCERPT_LENGTH = 220;

/**
 * Each text's excerpt, one parse after another: a post may hold 500 updates, more than the story worker's queue
 * takes at once.
 */
export async function liveExcerpts(texts: string[]): Promise<string[]> {
  const excerpts: string[] = [];
  for (const text of texts) excerpts.push(cutAtWord(await storyText(text), EXCERPT_LENGTH));
  return excerpts;
}
