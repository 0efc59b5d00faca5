// Answers are compressed here rather than by Next.js (next.config.ts turns its `compress` off), so that a page served
// from the page cache is compressed once, not on every request: gzip took about 1 ms of the server's CPU for a 74 KB
// page, nearly what serving it from the cache costs (docs/performance.md, "a cached page compressed once"). An answer
// any cache may keep (200 to a GET, its Cache-Control neither private, no-store nor no-transform, of a compressible
// type) is held whole, up to HELD_MAX_BYTES, and its gzip looked up by its text, or by the SHA-256 of its bytes when
// it came in parts: the same bytes always give the same gzip, whatever page or time they came from. Every other answer
// streams through the middleware Next.js itself compresses with, as it did when Next.js applied it
// (lib/next-internals.ts).
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import compressible from "compressible";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import vary from "vary";
import { countCompressedAnswer } from "../lib/metrics/compression";
import { nextCompression } from "../lib/next-internals";

/** Past this, an answer streams: the memory one answer may hold while it is read. */
export const HELD_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The compressed answers kept, with the text each was made from when it came as one (a page from the page cache,
 * usually the very string the cache holds): about 200 pages of 60 KB, and a thousand of the build's scripts.
 */
export const COMPRESSED_MEMORY_BYTES = 16 * 1024 * 1024;
/** The middleware's own threshold: a smaller answer gains nothing from gzip. */
const THRESHOLD_BYTES = 1024;

const NOT_KEPT = /\b(?:private|no-store|no-transform)\b/i;

/** gzip is the encoding the middleware would choose for this client: it prefers gzip to deflate. */
function choosesGzip(request: IncomingMessage): boolean {
  return new Negotiator(request).encoding(["gzip", "deflate", "identity"]) === "gzip";
}

function isKeepable(response: ServerResponse): boolean {
  const cacheControl = response.getHeader("cache-control");
  const type = response.getHeader("content-type");
  return (
    response.statusCode === 200 &&
    !response.headersSent &&
    response.getHeader("content-encoding") === undefined &&
    typeof cacheControl === "string" &&
    !NOT_KEPT.test(cacheControl) &&
    typeof type === "string" &&
    compressible(type) === true
  );
}

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

function bytesOf(chunk: Chunk | null | undefined, encoding: unknown): Buffer {
  if (chunk === null || chunk === undefined) return Buffer.alloc(0);
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  // Not copied: Node.js's own streams keep a written chunk as it is until it is sent, so no writer reuses one.
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** The parts held and end()'s chunk as one Buffer. */
function joined(parts: Buffer[], last: Chunk | null | undefined, encoding: string): Buffer {
  const tail = bytesOf(last, encoding);
  const all = tail.length === 0 ? parts : [...parts, tail];
  return all.length === 1 ? all[0] : Buffer.concat(all);
}

/** write(chunk, [encoding], [callback]) and end([chunk], [encoding], [callback]): the callback, wherever it is. */
const callbackOf = (args: unknown[]): Callback | undefined =>
  args.find((arg): arg is Callback => typeof arg === "function");

/** Called for every request Next.js is to answer, before it does. */
export type Compression = (request: IncomingMessage, response: ServerResponse) => void;

export function compressionOf(memoryBytes = COMPRESSED_MEMORY_BYTES, heldMaxBytes = HELD_MAX_BYTES): Compression {
  // A page from the page cache comes as one string, which is its own key: found without encoding or hashing its
  // 50-120 KB again (both cost as much as the rest of the answer). Bytes that came in parts go by their SHA-256.
  const byText = new LRUCache<string, Buffer>({
    maxSize: (memoryBytes * 3) / 4,
    sizeCalculation: (gzip, text) => gzip.length + text.length * 2,
  });
  const byDigest = new LRUCache<string, Buffer>({
    maxSize: memoryBytes / 4,
    sizeCalculation: (gzip) => gzip.length + 64,
  });
  const streaming = nextCompression();

  function kept(memory: LRUCache<string, Buffer>, key: string, body: () => Buffer): Buffer {
    const known = memory.get(key);
    countCompressedAnswer(known !== undefined);
    if (known) return known;
    const gzip = gzipSync(body());
    memory.set(key, gzip);
    return gzip;
  }

  function holdWhole(response: ServerResponse): void {
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    const flushHeaders = response.flushHeaders.bind(response);
    let held: Buffer[] | undefined;
    let heldBytes = 0;
    let decided = false;
    const release = () => {
      response.write = write as ServerResponse["write"];
      response.end = end as ServerResponse["end"];
      response.flushHeaders = flushHeaders;
    };
    const decide = () => {
      decided = true;
      if (isKeepable(response)) held = [];
      else release();
    };

    // Next.js sends a streamed answer's headers before its first chunk; a held answer's go with its gzip.
    response.flushHeaders = () => {
      if (!decided) decide();
      if (!held) flushHeaders();
    };

    response.write = ((chunk: Chunk, ...rest: unknown[]) => {
      if (!decided) decide();
      if (!held) return write(chunk, ...rest);
      const bytes = bytesOf(chunk, rest[0]);
      held.push(bytes);
      heldBytes += bytes.length;
      const callback = callbackOf(rest);
      if (callback) process.nextTick(callback);
      if (heldBytes <= heldMaxBytes) return true;
      // Too large to hold: what was held goes on as a stream, and the rest after it.
      const chunks = held;
      held = undefined;
      release();
      let flowing = true;
      for (const part of chunks) flowing = write(part);
      return flowing;
    }) as ServerResponse["write"];

    response.end = ((...args: unknown[]) => {
      if (!decided) decide();
      if (!held) return end(...args);
      const chunk = typeof args[0] === "function" ? undefined : (args[0] as Chunk | null | undefined);
      const encoding = typeof args[1] === "string" ? args[1] : "utf8";
      const callback = callbackOf(args);
      const parts = held;
      release();
      vary(response, "Accept-Encoding");
      const whole = parts.length === 0 && typeof chunk === "string" && /^utf-?8$/i.test(encoding) ? chunk : undefined;
      let gzip: Buffer;
      // A string's UTF-8 is never shorter than its length.
      if (whole !== undefined && whole.length >= THRESHOLD_BYTES) {
        gzip = kept(byText, whole, () => Buffer.from(whole, "utf8"));
      } else {
        const bytes = joined(parts, chunk, encoding);
        if (bytes.length < THRESHOLD_BYTES) {
          response.setHeader("Content-Length", bytes.length);
          return end(bytes, callback);
        }
        gzip = kept(byDigest, createHash("sha256").update(bytes).digest("base64"), () => bytes);
      }
      response.setHeader("Content-Encoding", "gzip");
      response.setHeader("Content-Length", gzip.length);
      return end(gzip, callback);
    }) as ServerResponse["end"];
  }

  return (request, response) => {
    streaming(request, response, () => {});
    if (request.method === "GET" && choosesGzip(request)) holdWhole(response);
  };
}
