// What of a client's text and of an error goes into a log line: a bounded amount, whatever a client sent, and nothing
// that reads differently from what it is. An address, a name or an error's message may carry a client's text; a
// terminal escape or a bidirectional mark in it could disguise a line, and 14 KB of address on every request would
// fill the disk.
import { inspect, stripVTControlCharacters } from "node:util";

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
export const loggedError = (error: unknown) =>
  loggedText(stripVTControlCharacters(inspect(error, { breakLength: Infinity })), LOGGED_ERROR_MAX);

/** An error as a log line's `err` field: its kind, message and stack (its cause included), bounded. */
export function errorFields(error: unknown): { type: string; message: string; stack: string } {
  const type = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  return { type: loggedText(type), message: loggedText(message), stack: loggedError(error) };
}
