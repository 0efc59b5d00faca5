// A multipart/form-data body read as it arrives: each part's bytes go to the sink its headers choose (a file on disk
// for the upload), so no body is ever held whole in memory.

/** What a part's headers say. */
export type PartHead = { name: string; filename: string | null };
export type PartSink = { write: (bytes: Buffer) => Promise<void> | void; end: () => Promise<void> | void };

/** The body is not a complete multipart body with this boundary. */
export class MalformedMultipartError extends Error {}

const HEAD_END = Buffer.from("\r\n\r\n");
/** Part headers are a few lines; more is not a form this site sends. */
const MAX_HEAD_BYTES = 8 * 1024;

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

function headOf(text: string): PartHead {
  const disposition = text
    .split("\r\n")
    .find((line) => /^content-disposition\s*:/i.test(line))
    ?.replace(/^[^:]*:/, "");
  const name =
    disposition && /^\s*form-data\s*(;|$)/i.test(disposition) && /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  if (typeof name !== "string") throw new MalformedMultipartError("A part of the form has no form-data name.");
  const filename = /;\s*filename\*?="?([^";]*)"?/i.exec(disposition!)?.[1] ?? null;
  return { name, filename };
}

/**
 * Reads every part of the body in order, handing each one's bytes to the sink `open` gives for its headers. A
 * delimiter may be split across chunks: the last bytes that could start one wait for the next chunk.
 */
export async function readMultipart(
  chunks: AsyncIterable<Uint8Array>,
  boundary: string,
  open: (head: PartHead) => Promise<PartSink> | PartSink,
): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter opens the body without the line break that precedes the others.
  let pending: Buffer = Buffer.from("\r\n");
  let state: "preamble" | "delimiter" | "head" | "body" | "done" = "preamble";
  let sink: PartSink | undefined;
  for await (const chunk of chunks) {
    pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : Buffer.from(chunk);
    for (let more = true; more;) {
      if (state === "preamble" || state === "body") {
        const at = pending.indexOf(delimiter);
        const safe = at === -1 ? Math.max(0, pending.length - delimiter.length + 1) : at;
        if (state === "body" && safe > 0) await sink!.write(pending.subarray(0, safe));
        pending = pending.subarray(at === -1 ? safe : at + delimiter.length);
        if (at !== -1 && state === "body") await sink!.end();
        more = at !== -1;
        if (more) state = "delimiter";
      } else if (state === "delimiter") {
        more = pending.length >= 2;
        if (!more) break;
        const after = pending.toString("latin1", 0, 2);
        if (after === "--") state = "done";
        else if (after === "\r\n") [state, pending] = ["head", pending.subarray(2)];
        else throw new MalformedMultipartError("A boundary is not followed by a line break.");
      } else if (state === "head") {
        const end = pending.indexOf(HEAD_END);
        // Whether the headers came in one chunk or several: counted where they end, or as far as they have come.
        if ((end === -1 ? pending.length : end) > MAX_HEAD_BYTES)
          throw new MalformedMultipartError("A part's headers are too long.");
        more = end !== -1;
        if (!more) break;
        sink = await open(headOf(pending.toString("utf8", 0, end)));
        [state, pending] = ["body", pending.subarray(end + HEAD_END.length)];
      } else {
        more = false;
      }
    }
    if (state === "done") return;
  }
  throw new MalformedMultipartError("The body ends before the form's last boundary.");
}
