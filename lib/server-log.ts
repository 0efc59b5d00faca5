// How the server writes its log: one line per event and a bounded one, whatever a client sent. An address, a name or
// an error's message may carry a client's text, and a newline, a terminal escape or a bidirectional mark in it could
// forge or disguise a line of its own; 14 KB of address on every request would fill the disk.
import { inspect } from "node:util";

/** How much of a client's text a line keeps: enough to recognise an address or a name. */
export const LOGGED_TEXT_MAX = 300;
/** An error's message and stack, its cause included. */
const LOGGED_ERROR_MAX = 4_000;

/**
 * Controls (newline, escape, NEL…), invisible formats (bidirectional marks, zero widths), line and paragraph
 * separators, lone surrogates, and the backslash the escapes are written with, so that no escape is ambiguous.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\\]/gu;

const NAMED_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\" };

const escaped = (character: string) =>
  NAMED_ESCAPES[character] ?? `\\u{${character.codePointAt(0)!.toString(16).toUpperCase()}}`;

/** `text` on one line, escaped, and cut at `max` characters with the length it had. */
export function loggedText(text: string, max = LOGGED_TEXT_MAX): string {
  const kept = text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
  return kept.replace(UNSAFE, escaped);
}

/** An error with its stack and cause, as one line. */
export const loggedError = (error: unknown) => loggedText(inspect(error, { breakLength: Infinity }), LOGGED_ERROR_MAX);

/** Writes `what` went wrong and the error, on one line; `what` is the server's own words. */
export function logError(what: string, error: unknown): void {
  console.error(`${what}: ${loggedError(error)}`);
}
