// The story worker: parses body fields off the server's main thread, one at a time, for lib/story/story-pool.ts,
// which gives each a time limit and ends the worker when it runs past it. Compiled by `npm run build:server` for the
// production server; run from its source elsewhere.
import { parentPort } from "node:worker_threads";
import { parseStory } from "./story-parse";

/**
 * Every construct the site's Markdown reads, parsed once before the worker says it is ready: a worker's first parse
 * compiles the parser's code, which on a busy machine took longer than the time limit a field is given (50 saves at
 * once, each refused as too slow, on a server just started beside a build).
 */
const WARM_UP = [
  "## Título\n\n### Sección",
  "Texto con *énfasis*, **fuerza**, ~~tachado~~, `código` y un [enlace](https://example.mx).\nOtra línea.",
  "![Foto](https://example.mx/foto.jpg)\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "- uno\n  1. dos\n     - tres\n\n> cita\n> > dentro",
  "| a | b |\n| --- | ---: |\n| 1 | 2 |",
].join("\n\n");

const port = parentPort!;
parseStory(WARM_UP);
port.on("message", (markdown: string) => port.postMessage(parseStory(markdown)));
port.postMessage("ready");
