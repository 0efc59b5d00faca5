// The story worker: parses body fields off the server's main thread, one at a time, for lib/story/story-pool.ts,
// which gives each a time limit and ends the worker when it runs past it. Compiled by `npm run build:server` for the
// production server; run from its source elsewhere.
import { parentPort } from "node:worker_threads";
import { parseStory } from "./story-parse";

const port = parentPort!;
port.on("message", (markdown: string) => port.postMessage(parseStory(markdown)));
port.postMessage("ready");
