import type { Root } from "hast";

/** What the site reads of one body field, from one parse: its sanitised tree, the links it refuses, its text. */
export type ParsedStory = { tree: Root; links: string[]; text: string };
