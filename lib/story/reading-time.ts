// How long a body takes to read, counted on its reader's text (lib/story/body-text.ts), with no Markdown parser.

/** "d’Arc", "after-party", "22:00" and "1.5" are one word each. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+|[:.,]\p{N}+)*/gu;

export const wordCount = (text: string) => text.match(WORD)?.length ?? 0;

/** About 200 words a minute, and never less than one minute. */
export const WORDS_PER_MINUTE = 200;

export const readingMinutes = (text: string) => Math.max(1, Math.round(wordCount(text) / WORDS_PER_MINUTE));
