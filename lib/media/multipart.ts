// A multipart/form-data body read as it arrives, by busboy: each part's bytes go to the sink its headers choose (a
// file on disk for the upload), so no body is ever held whole in memory.
import busboy from "busboy";
import StreamSearch from "streamsearch";

/** What a part's headers say. */
export type PartHead = { name: string; filename: string | null };
export type PartSink = { write: (bytes: Buffer) => Promise<void> | void; end: () => Promise<void> | void };

/** The body is not a complete multipart body with this boundary. */
export class MalformedMultipartError extends Error {}

/** Part headers are a few lines; more is not a form this site sends. busboy's own bound is 16 KB. */
const MAX_HEAD_BYTES = 8 * 1024;
const LINE_BREAK = "\r\n";
/**
 * busboy reads all of a write before it returns, every part in it: a chunk is handed over in slices, so that a
 * refusal stops the reading within one slice (a 19 MB body of tiny fields can arrive as one chunk).
 */
const SLICE_BYTES = 16 * 1024;
const noName = () => new MalformedMultipartError("A part of the form has no form-data name.");

/** The boundary of a multipart/form-data Content-Type, or null when the body is not one. */
export function boundaryOf(contentType: string | null): string | null {
  const [mediaType, ...parameters] = (contentType ?? "").split(";");
  if (mediaType.trim().toLowerCase() !== "multipart/form-data") return null;
  for (const parameter of parameters) {
    const match = /^\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s";]{1,70}))\s*$/i.exec(parameter);
    if (match) return match[1] ?? match[2];
  }
  return null;
}

/**
 * Watches where each part's headers begin and end, for what busboy neither bounds nor says: headers past 8 KB,
 * a delimiter followed by neither a line break nor the closing "--", and a part it skips without a word (one without
 * a form-data Content-Disposition). `ended` counts the parts ended with their headers complete: once busboy has read
 * the same bytes, it has handed on as many, unless it skipped one.
 *
 * Measured with busboy 1.6.0 alone, its limits and its events (multipart.test.ts, "what busboy alone answers"):
 * headers are refused only past its fixed 16 KB; a delimiter followed by other bytes ends a file part there and the
 * form with it, so the file is handed on cut, the rest of the body ignored, and "finish" follows without an error; a
 * part without a disposition raises no event at all, so the form of a file and such a part reads as the file alone.
 * limits.parts would stop a flood of such parts (its "partsLimit" event), but not tell one of them from a form's
 * own part. Three of the four answers this watch gives busboy cannot give, so it stays.
 */
function partHeads(boundary: string) {
  let head: number | null = null;
  let lead = "";
  let [closed, complete, ended] = [false, 0, 0];
  const headEnd = new StreamSearch(`${LINE_BREAK}${LINE_BREAK}`, (isMatch, data, start, end) => {
    if (head === null) return;
    head += end - start;
    if (head > MAX_HEAD_BYTES) throw new MalformedMultipartError("A part's headers are too long.");
    if (isMatch) [head, complete] = [null, complete + 1];
  });
  headEnd.maxMatches = 1;
  const delimiter = new StreamSearch(`${LINE_BREAK}--${boundary}`, (isMatch, data, start, end) => {
    if (closed) return;
    if (data && head !== null) {
      // The two bytes after a delimiter: the line break that opens the headers (not counted in them), or "--".
      const after = start + Math.min(end - start, 2 - lead.length);
      lead += data.toString("latin1", start, after);
      if (lead === "--") closed = true;
      else if (lead.length === 2 && lead !== LINE_BREAK) {
        throw new MalformedMultipartError("A boundary is not followed by a line break.");
      } else if (after < end) headEnd.push(data.subarray(after, end));
    }
    if (isMatch && !closed) {
      [ended, head, lead] = [complete, 0, ""];
      headEnd.reset();
    }
  });
  // The first delimiter opens the body without the line break that precedes the others.
  delimiter.push(Buffer.from(LINE_BREAK));
  return { push: (chunk: Buffer) => void delimiter.push(chunk), ended: () => ended };
}

/** busboy's words for a body it cannot read, in this module's. */
function malformed(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof MalformedMultipartError) return error;
  if (/^Unexpected end of/.test(error.message)) {
    return new MalformedMultipartError("The body ends before the form's last boundary.");
  }
  return /^Malformed part header/.test(error.message) ? noName() : error;
}

/**
 * Reads every part of the body in order, handing each one's bytes to the sink `open` gives for its headers. A field
 * is handed on whole once it ends, cut at `maxFieldBytes` + 1 bytes so that its sink sees it is too long.
 */
export async function readMultipart(
  chunks: AsyncIterable<Uint8Array>,
  boundary: string,
  open: (head: PartHead) => Promise<PartSink> | PartSink,
  { maxFieldBytes }: { maxFieldBytes: number },
): Promise<void> {
  const form = busboy({
    headers: { "content-type": `multipart/form-data; boundary="${boundary.replace(/\\/g, "\\\\")}"` },
    // Latin-1 maps each byte to one character, so a field's bytes reach its sink as they were sent.
    defCharset: "latin1",
    limits: { fieldSize: maxFieldBytes + 1 },
  });
  const heads = partHeads(boundary);
  let failure: unknown;
  let reject: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, rejectWith) => (reject = rejectWith));
  failed.catch(() => undefined);
  const fail = (error: unknown) => {
    failure ??= malformed(error);
    reject(failure);
  };
  let taken = 0;
  const work: Promise<void>[] = [];
  // Parts are opened one after the other, in the body's order, as the sinks they choose may depend on each other.
  let opening: Promise<unknown> = Promise.resolve();
  const take = (name: string | undefined, filename: string | null, feed: (sink: PartSink) => Promise<void>) => {
    taken += 1;
    if (failure !== undefined) return;
    if (name === undefined) return fail(noName());
    const sink = opening
      .then(() => (failure === undefined ? open({ name, filename }) : undefined))
      .catch((error: unknown) => void fail(error));
    opening = sink;
    work.push(sink.then((opened) => opened && feed(opened)).catch(fail));
  };
  form.on("error", fail);
  form.on("field", (name: string | undefined, value) =>
    take(name, null, async (sink) => {
      await sink.write(Buffer.from(value, "latin1"));
      await sink.end();
    }),
  );
  form.on("file", (name: string | undefined, stream, { filename }) => {
    stream.on("error", () => undefined);
    // A file part without a filename, or with an empty one, is still the form's file.
    take(name, filename ?? "", async (sink) => {
      for await (const bytes of stream) await sink.write(bytes as Buffer);
      await sink.end();
    });
  });
  try {
    for await (const chunk of chunks) {
      for (let at = 0; at < chunk.byteLength; at += SLICE_BYTES) {
        const bytes = Buffer.from(chunk.buffer, chunk.byteOffset + at, Math.min(SLICE_BYTES, chunk.byteLength - at));
        heads.push(bytes);
        const written = new Promise<void>((resolve) => form.write(bytes, () => resolve()));
        if (taken < heads.ended()) fail(noName());
        await Promise.race([failed, written]);
      }
    }
    const finished = new Promise<void>((resolve) => form.once("finish", resolve));
    form.end();
    await Promise.race([failed, finished]);
    await Promise.race([failed, Promise.all(work)]);
    if (failure !== undefined) throw failure;
  } finally {
    form.destroy();
    // Whatever was opened has settled, so a refusal can discard it.
    await Promise.allSettled(work);
  }
}
