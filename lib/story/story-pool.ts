// Where body fields are parsed: one or two worker threads (lib/story/story-worker.ts) that the server's main thread
// hands each field to, so a costly Markdown never holds up another request. Each parse has a hard time limit: past it
// the worker is ended (its thread stops at once, whatever it was doing) and another takes its place, and the field is
// tried once more there before it is refused. Waiting fields queue in a bounded line; the last few results are kept,
// so a save that checks, stores and renders one field parses it once.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ParsedStory } from "./plain-story";

/**
 * A field's parse may take this long, by the clock. Within the bounds of lib/story/parse-cost.ts no field costs the
 * parser 200 ms of processor time (lib/story/parse-cost.test.ts); the limit is the safety net for what slips past them,
 * set so that a field within them still parses on a machine running many times its cores' work, where the clock runs
 * six times the processor time (a list nested 21 deep: 40 ms of processor, 300 ms by the clock).
 */
export const PARSE_TIME_LIMIT_MS = 1_000;
const WORKERS = 2;
/** Fields waiting for a worker: a feed of 20 posts asks for 60 at once. */
const QUEUE_LIMIT = 240;
/** A worker left idle this long ends; the next parse starts one again. */
const IDLE_MS = 30_000;
const REMEMBERED = 32;

/** The field as parsed, or why it was not: past the time limit (or the worker failed), or the queue was full. */
export type Parse = { story: ParsedStory } | { refused: "too_slow" | "busy" };

/** More fields are waiting than the queue holds: the caller answers 503 rather than wait without end. */
export class StoryQueueFullError extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super("The server is reading too many stories at once: try again in a moment.");
  }
}

/** `tries`: the parses the field was given; a field past the limit twice, on two workers, is refused. */
type Job = { markdown: string; settle: (parse: Parse) => void; tries: number };
const TRIES = 2;
type Slot = { worker: Worker; ready: boolean; job?: Job; timer?: NodeJS.Timeout; idle?: NodeJS.Timeout };

/**
 * The production server runs the worker compiled into .next-server/ (`npm run build:server`), a Jest run the one its
 * global setup compiled from the source (JEST_STORY_WORKER, a test-only variable and so not a setting of
 * lib/env-schema.ts: scripts/testing/jest-story-worker.ts); scripts and `next dev` run its TypeScript through tsx, so
 * what runs is always what the source says.
 */
function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: 96 } };
  const built = path.join(process.cwd(), ".next-server", "story-worker.mjs");
  // eslint-disable-next-line no-restricted-properties -- the build's mode, which Next.js sets, not a setting of the site.
  if (process.env.NODE_ENV === "production" && existsSync(built)) return new Worker(built, options);
  // eslint-disable-next-line no-restricted-properties -- set by Jest's global setup only, not a setting of the site.
  const compiledForJest = process.env.JEST_STORY_WORKER;
  if (compiledForJest) return new Worker(compiledForJest, options);
  const source = JSON.stringify(pathToFileURL(path.join(process.cwd(), "lib", "story", "story-worker.ts")).href);
  return new Worker(`import("tsx/esm/api").then(({ tsImport }) => tsImport(${source}, ${source}));`, {
    ...options,
    eval: true,
  });
}

const slots: Slot[] = [];
const queue: Job[] = [];

function retire(slot: Slot) {
  clearTimeout(slot.timer);
  clearTimeout(slot.idle);
  slots.splice(slots.indexOf(slot), 1);
  void slot.worker.terminate();
}

function settle(slot: Slot, parse: Parse) {
  const { job } = slot;
  clearTimeout(slot.timer);
  slot.job = undefined;
  job?.settle(parse);
}

/**
 * The worker ran past the limit (or ended): the field goes back to the head of the line for a worker of its own,
 * unless it has had its tries. A moment of the machine (a worker starved of the processor) costs a second parse; a
 * field the parser cannot read in bounds costs two limits' time of a worker, and is refused.
 */
function timedOut(slot: Slot) {
  const { job } = slot;
  if (job && job.tries < TRIES) {
    clearTimeout(slot.timer);
    slot.job = undefined;
    queue.unshift(job);
  } else settle(slot, { refused: "too_slow" });
  retire(slot);
  dispatch();
}

function spawn(): Slot {
  const slot: Slot = { worker: startWorker(), ready: false };
  slot.worker.on("message", (message: ParsedStory | "ready") => {
    if (message === "ready") slot.ready = true;
    else settle(slot, { story: message });
    dispatch();
  });
  // A worker that throws or runs out of memory ends: its field is one the parser cannot read in bounds.
  slot.worker.on("error", () => undefined);
  slot.worker.on("exit", () => {
    if (slots.includes(slot)) timedOut(slot);
  });
  slots.push(slot);
  return slot;
}

function run(slot: Slot, job: Job) {
  clearTimeout(slot.idle);
  slot.job = job;
  job.tries += 1;
  slot.timer = setTimeout(() => timedOut(slot), PARSE_TIME_LIMIT_MS);
  slot.worker.postMessage(job.markdown);
}

/** Hands waiting fields to idle workers, starts workers while fields wait, and lets idle ones keep no process alive. */
function dispatch() {
  for (const slot of slots) if (slot.ready && !slot.job && queue.length > 0) run(slot, queue.shift()!);
  if (queue.length > slots.filter((slot) => !slot.job).length && slots.length < WORKERS) spawn();
  for (const slot of slots) {
    const busy = slot.job !== undefined || (!slot.ready && queue.length > 0);
    if (busy) slot.worker.ref();
    else {
      slot.worker.unref();
      clearTimeout(slot.idle);
      slot.idle = setTimeout(() => retire(slot), IDLE_MS).unref();
    }
  }
}

function parseInWorker(markdown: string): Promise<Parse> {
  if (queue.length >= QUEUE_LIMIT) return Promise.resolve({ refused: "busy" });
  return new Promise((settled) => {
    queue.push({ markdown, settle: settled, tries: 0 });
    dispatch();
  });
}

/** The last fields parsed, by their text (newest last); a field being parsed is asked for once. */
const remembered = new Map<string, Promise<Parse>>();

export function parsed(markdown: string): Promise<Parse> {
  const known = remembered.get(markdown);
  if (known) {
    remembered.delete(markdown);
    remembered.set(markdown, known);
    return known;
  }
  const parse = parseInWorker(markdown);
  remembered.set(markdown, parse);
  if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value!);
  // Only a parse is worth keeping: a refusal may be the machine's moment, not the text's.
  void parse.then((outcome) => {
    if (!("story" in outcome) && remembered.get(markdown) === parse) remembered.delete(markdown);
  });
  return parse;
}
