import busboy from "busboy";
import { fieldFlood } from "@/scripts/testing/field-flood";
import { boundaryOf, MalformedMultipartError, readMultipart, type PartHead } from "./multipart";

const BOUNDARY = "----pulso0123";

function body(parts: { name: string; filename?: string; content: string | Buffer }[]) {
  const pieces = parts.flatMap(({ name, filename, content }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n` +
        `${filename ? "Content-Type: image/jpeg\r\n" : ""}\r\n`,
    ),
    Buffer.from(content),
    Buffer.from("\r\n"),
  ]);
  return Buffer.concat([...pieces, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** The body in chunks of `size` bytes, so delimiters fall across chunk edges. */
async function* chunked(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function partsOf(bytes: Buffer, size: number, boundary = BOUNDARY) {
  const parts: (PartHead & { body: Buffer })[] = [];
  await readMultipart(
    chunked(bytes, size),
    boundary,
    (head) => {
      const chunks: Buffer[] = [];
      return {
        write: (chunk) => void chunks.push(Buffer.from(chunk)),
        end: () => void parts.push({ ...head, body: Buffer.concat(chunks) }),
      };
    },
    { maxFieldBytes: 1024 },
  );
  return parts;
}

describe("multipart/form-data", () => {
  it.each([
    [`multipart/form-data; boundary=${BOUNDARY}`, BOUNDARY],
    [`Multipart/Form-Data; charset=utf-8; boundary="${BOUNDARY}"`, BOUNDARY],
    ["multipart/form-data", null],
    ["application/json", null],
    [null, null],
    [`multipart/mixed; boundary=${BOUNDARY}`, null],
  ])("finds the boundary of %j", (contentType, boundary) => {
    expect(boundaryOf(contentType)).toBe(boundary);
  });

  it.each([1, 7, 19, 64 * 1024])(
    "reads the parts in chunks of %d bytes, the file's exactly, line breaks and boundary look-alikes included",
    async (size) => {
      const file = Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}\r\n\xff\xd8binary\r\n`, "latin1");
      const parts = await partsOf(
        body([
          { name: "focusX", content: "0.25" },
          { name: "file", filename: "foto.jpg", content: file },
        ]),
        size,
      );
      expect(parts.map(({ name, filename }) => [name, filename])).toEqual([
        ["focusX", null],
        ["file", "foto.jpg"],
      ]);
      expect(parts[0].body.toString()).toBe("0.25");
      expect(parts[1].body.equals(file)).toBe(true);
    },
  );

  it("refuses a body that stops before its last boundary, or uses another one", async () => {
    const whole = body([{ name: "file", filename: "a.jpg", content: "abc" }]);
    expect(await partsOf(whole, 5)).toHaveLength(1);
    await expect(partsOf(whole.subarray(0, whole.length - 12), 5)).rejects.toThrow(MalformedMultipartError);
    await expect(partsOf(whole, 5, "otra")).rejects.toThrow(MalformedMultipartError);
    await expect(partsOf(Buffer.from("no es un formulario"), 5)).rejects.toThrow(MalformedMultipartError);
  });

  it.each([64 * 1024, 5000, 7])(
    "refuses part headers past 8 KB in chunks of %d bytes, whether they arrive in one chunk or span several",
    async (size) => {
      const padding = `X-Padding: ${"a".repeat(9 * 1024)}\r\n`;
      const long = Buffer.from(
        `--${BOUNDARY}\r\n${padding}Content-Disposition: form-data; name="focusX"\r\n\r\n0.5\r\n--${BOUNDARY}--\r\n`,
      );
      await expect(partsOf(long, size)).rejects.toThrow("A part's headers are too long.");
    },
  );

  it.each([3, 64 * 1024])(
    "refuses, in chunks of %d bytes, a delimiter followed by neither a line break nor the closing dashes",
    async (size) => {
      const stray = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="focusX"\r\n\r\n0.5\r\n--${BOUNDARY}x--\r\n`,
      );
      await expect(partsOf(stray, size)).rejects.toThrow("A boundary is not followed by a line break.");
    },
  );

  it("refuses a form-data part without a name, and a flood of parts without a disposition at the first", async () => {
    const nameless = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nhola\r\n--${BOUNDARY}--\r\n`);
    await expect(partsOf(nameless, 8)).rejects.toThrow("A part of the form has no form-data name.");
    const part = `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nhola\r\n`;
    const flood = Buffer.from(`${part.repeat(100_000)}--${BOUNDARY}--\r\n`);
    let read = 0;
    async function* counted() {
      for await (const chunk of chunked(flood, 64 * 1024)) {
        read += chunk.length;
        yield chunk;
      }
    }
    const parts = readMultipart(counted(), BOUNDARY, () => ({ write: () => undefined, end: () => undefined }), {
      maxFieldBytes: 1024,
    });
    await expect(parts).rejects.toThrow("A part of the form has no form-data name.");
    expect(read).toBe(64 * 1024);
  });

  it("stops opening parts within a slice of a body of 300,000 fields that arrives as one chunk", async () => {
    const { body: flood } = fieldFlood();
    let opened = 0;
    const refusing = () => {
      opened += 1;
      throw new Error("a field this call does not take");
    };
    async function* whole() {
      yield flood;
    }
    await expect(readMultipart(whole(), "campos", refusing, { maxFieldBytes: 1024 })).rejects.toThrow("does not take");
    expect(opened).toBe(1);
  });

  it("hands a field of 1 KB on whole, and one byte more cut one byte past it", async () => {
    const parts = await partsOf(
      body([
        { name: "focusX", content: "1".repeat(1024) },
        { name: "focusY", content: "2".repeat(5000) },
      ]),
      100,
    );
    expect(parts.map((part) => part.body.length)).toEqual([1024, 1025]);
  });

  it("refuses a part without a form-data disposition", async () => {
    const bare = Buffer.from(`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nhola\r\n--${BOUNDARY}--\r\n`);
    await expect(partsOf(bare, 8)).rejects.toThrow(MalformedMultipartError);
  });
});

/** What busboy reports of a body by itself: the events it emits, and its words for an error. */
function busboyAlone(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve) => {
    const events: string[] = [];
    const form = busboy({ headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } });
    form.on("field", (name, value) => events.push(`field ${name} ${value}`));
    form.on("file", (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => events.push(`file ${name} ${Buffer.concat(chunks).toString()}`));
    });
    form.on("error", (error: Error) => resolve([...events, `error ${error.message}`]));
    form.on("finish", () => setImmediate(() => resolve([...events, "finish"])));
    form.end(bytes);
  });
}

// Why readMultipart watches the part heads beside busboy (multipart.ts, partHeads): should a new busboy answer these
// itself, this fails, and the watch can go.
describe("what busboy alone answers", () => {
  const disposition = (name: string, filename?: string) =>
    `Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}`;

  it("refuses part headers only past its own 16 KB", async () => {
    const headers = (bytes: number) =>
      Buffer.from(
        `--${BOUNDARY}\r\nX-Padding: ${"a".repeat(bytes)}\r\n${disposition("focusX")}\r\n\r\n0.5\r\n--${BOUNDARY}--\r\n`,
      );
    expect(await busboyAlone(headers(9 * 1024))).toEqual(["field focusX 0.5", "finish"]);
    expect(await busboyAlone(headers(17 * 1024))).toEqual(["error Malformed part header"]);
  });

  it("hands on a file cut at a delimiter followed by other bytes, and finishes without a word", async () => {
    const stray = Buffer.from(
      `--${BOUNDARY}\r\n${disposition("file", "a.jpg")}\r\n\r\nAB\r\n--${BOUNDARY}xCD\r\n--${BOUNDARY}--\r\n`,
    );
    expect(await busboyAlone(stray)).toEqual(["file file AB", "finish"]);
  });

  it("skips a part without a form-data disposition without an event", async () => {
    const bare = Buffer.from(
      `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nhola\r\n` +
        `--${BOUNDARY}\r\n${disposition("file", "a.jpg")}\r\n\r\nAB\r\n--${BOUNDARY}--\r\n`,
    );
    expect(await busboyAlone(bare)).toEqual(["file file AB", "finish"]);
  });
});
