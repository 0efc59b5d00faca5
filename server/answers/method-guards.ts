// Requests that Next.js would answer with a 500 get their proper answer before it sees them: a method no route serves,
// and a POST to a static file. A live post's answer, a cached route handler, would get Next.js's 405 without Allow;
// readers' pages ask it every few seconds, so it is answered here rather than through proxy.ts.
import fs from "node:fs";
import path from "node:path";
import { isLiveAnswerPath } from "../../lib/live/live-answer-shape";
import { READ_METHODS, responderOf, type EarlyAnswer } from "../responder";

/**
 * The methods Next.js can route. Its route handlers and proxy.ts turn each request into a fetch Request, which
 * throws on TRACE (a 500 and a stack trace in the log); other methods (PROPFIND, MKCOL...) reach no route either.
 */
const ROUTABLE_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"];

/** Next.js answers a POST to a file of public/ or /_next/static with a 500: its 405 page exists only for pages. */
function staticFolders(): Set<string> {
  const publicFolder = path.join(process.cwd(), "public");
  const names = fs.existsSync(publicFolder) ? fs.readdirSync(publicFolder) : [];
  return new Set(["_next", ...names]);
}

function isStaticFile(filePath: string, folders: Set<string>): boolean {
  const [first, second] = filePath.split("/").slice(1);
  return first === "_next" ? second === "static" : folders.has(first);
}

const passOn = () => false;

/**
 * Any address takes only a routable method (501 otherwise); a file of public/ (read once) and a live post's answer
 * GET and HEAD only.
 */
export function methodGuards(): EarlyAnswer[] {
  const folders = staticFolders();
  return [
    { path: () => true, methods: ROUTABLE_METHODS, otherMethods: "unimplemented", answer: passOn },
    {
      path: (address) => isStaticFile(address.path, folders),
      methods: READ_METHODS,
      otherMethods: "refuse",
      named: "a file",
      answer: passOn,
    },
    {
      path: (address) => isLiveAnswerPath(address.path),
      methods: READ_METHODS,
      otherMethods: "refuse",
      named: "a live post's updates",
      answer: passOn,
    },
  ];
}

export const methodGuardAnswers = () => responderOf(methodGuards());
