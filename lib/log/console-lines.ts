// In the server process, what Next.js and the libraries write through `console` becomes log lines too (a render's
// error, a warning), so that stdout holds JSON lines only and an error is logged once, with its stack in `err`.
import { format, stripVTControlCharacters } from "node:util";
import { loggedText } from "./logged-text";
import { logger } from "./logger";
import { currentRequest } from "./request-context";

/** Long enough for a warning with its context; an error's stack goes in `err`, bounded on its own. */
const MESSAGE_MAX = 2_000;

function lineOf(args: unknown[]): [fields: { err?: unknown }, message: string] {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const rest = error ? args.filter((arg) => arg !== error) : args;
  // Next.js colours its own lines for a terminal; a log shipper would keep the escapes as text.
  const message = loggedText(stripVTControlCharacters(format(...rest)), MESSAGE_MAX);
  // Next.js heads a failure with a sign alone ("⨯"): the error's message says more.
  const worded = /\p{L}/u.test(message) ? message : (error?.message ?? message);
  return [error ? { err: error } : {}, loggedText(worded, MESSAGE_MAX)];
}

/**
 * Whether this error was logged already while serving this request: Next.js reports a failed read once for the page
 * and once for its metadata, and the log should hold it once.
 */
function loggedBefore(error: Error | undefined): boolean {
  const request = currentRequest();
  if (!error || !request) return false;
  const fingerprint = `${error.name}: ${error.message}`;
  request.loggedErrors ??= new Set();
  if (request.loggedErrors.has(fingerprint)) return true;
  request.loggedErrors.add(fingerprint);
  return false;
}

export function routeConsoleToLog(): void {
  const log = logger();
  console.log = console.info = (...args: unknown[]) => log.info(...lineOf(args));
  console.warn = (...args: unknown[]) => log.warn(...lineOf(args));
  console.error = (...args: unknown[]) => {
    const line = lineOf(args);
    if (!loggedBefore(line[0].err as Error | undefined)) log.error(...line);
  };
}
