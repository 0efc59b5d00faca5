// A multipart/form-data body already read into memory (at most the upload limit), split into its parts without
// copying them: the file's bytes stay a view of the body.

export type Part = { name: string; filename: string | null; body: Buffer };

const CRLF = "\r\n";
/** A form of one file and two numbers; more parts than this is not an upload. */
const MAX_PARTS = 16;

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

function partOf(head: string, body: Buffer): Part | null {
  const disposition = head
    .split(CRLF)
    .find((line) => /^content-disposition\s*:/i.test(line))
    ?.replace(/^[^:]*:/, "");
  if (!disposition || !/^\s*form-data\s*(;|$)/i.test(disposition)) return null;
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) return null;
  const filename = /;\s*filename\*?="?([^";]*)"?/i.exec(disposition)?.[1] ?? null;
  return { name, filename, body };
}

/** Every part of the body in order; null when it is not a complete multipart body with this boundary. */
export function multipartParts(body: Buffer, boundary: string): Part[] | null {
  const delimiter = Buffer.from(`${CRLF}--${boundary}`);
  // The first delimiter may open the body, without the line break that precedes the others.
  let at = body.subarray(0, delimiter.length - 2).equals(delimiter.subarray(2)) ? -2 : body.indexOf(delimiter);
  const parts: Part[] = [];
  while (at !== -1 && parts.length <= MAX_PARTS) {
    const afterDelimiter = at + delimiter.length;
    if (body.toString("latin1", afterDelimiter, afterDelimiter + 2) === "--") return parts;
    const headStart = body.indexOf(CRLF, afterDelimiter);
    const headEnd = body.indexOf(`${CRLF}${CRLF}`, headStart);
    if (headStart === -1 || headEnd === -1 || body.toString("latin1", afterDelimiter, headStart).trim() !== "") {
      return null;
    }
    const next = body.indexOf(delimiter, headEnd + 4);
    if (next === -1) return null;
    const part = partOf(body.toString("utf8", headStart + 2, headEnd), body.subarray(headEnd + 4, next));
    if (!part) return null;
    parts.push(part);
    at = next;
  }
  return null;
}
