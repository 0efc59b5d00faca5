import { createHash } from "node:crypto";
import fs from "node:fs";
import { env } from "../env";
import { ApiError } from "../http/api-error";
import { ClientGoneError } from "../media/errors";
import { fieldFlood } from "@/scripts/testing/field-flood";
import { MAX_UPLOAD_BYTES, readUpload } from "./read-upload";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/edmNews/media", { method: "POST", body, headers, duplex: "half" } as RequestInit);

function form(files: Buffer[], fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  files.forEach((bytes, index) => data.append(`file${index}`, new Blob([new Uint8Array(bytes)]), `foto-${index}.jpg`));
  return data;
}

const leftovers = () => (fs.existsSync(env().MEDIA_DIR) ? fs.readdirSync(env().MEDIA_DIR) : []);

/** The refusal's status and message; it leaves no received file behind. */
async function refusal(request: Request): Promise<[number, string]> {
  const error = await readUpload(request).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(leftovers()).toEqual([]);
  return [(error as ApiError).status, (error as ApiError).message];
}

/** A body streamed in chunks with no Content-Length, as a client that does not say its size sends it. */
function streamed(prefix: string, bytes: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(Buffer.from(prefix));
      const chunk = Math.min(1024 * 1024, bytes - sent);
      if (chunk <= 0) return controller.close();
      sent += chunk;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  return { stream, sent: () => sent };
}

describe("reading an upload", () => {
  it("writes the form's one file to disk as it arrives, hashed, and takes its focus", async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 13, 10, 45, 45]), Buffer.alloc(3 * 1024 * 1024, 9)]);
    const upload = await readUpload(post(form([bytes], { focusX: "0.2", focusY: "1" })));
    expect(fs.readFileSync(upload.file.path).equals(bytes)).toBe(true);
    expect(upload.file).toMatchObject({
      hash: createHash("sha256").update(bytes).digest("hex"),
      bytes: bytes.length,
    });
    expect(upload.focus).toEqual({ focusX: 0.2, focusY: 1 });
    fs.rmSync(upload.file.path);
    const centred = await readUpload(post(form([bytes])));
    expect(centred.focus).toEqual({ focusX: 0.5, focusY: 0.5 });
    fs.rmSync(centred.file.path);
  });

  it("answers 415 to a body that is not multipart/form-data", async () => {
    expect((await refusal(post("{}", { "content-type": "application/json" })))[0]).toBe(415);
    expect((await refusal(post("x", { "content-type": "multipart/form-data" })))[0]).toBe(415);
  });

  it("answers 400 to a form without a file, with two files, with an empty file or with a focus off the image", async () => {
    expect(await refusal(post(form([], { focusX: "0.5" })))).toEqual([400, expect.stringContaining("no file")]);
    expect(await refusal(post(form([Buffer.from("a"), Buffer.from("b")])))).toEqual([
      400,
      expect.stringContaining("more than one file"),
    ]);
    expect(await refusal(post(form([Buffer.alloc(0)])))).toEqual([400, "The file is empty."]);
    for (const focusX of ["1.5", "-0.1", "mitad", ""]) {
      expect((await refusal(post(form([Buffer.from("a")], { focusX }))))[0]).toBe(400);
    }
  });

  it("answers 400 at the first field the call does not take, or given twice, before the rest is kept", async () => {
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    expect(await refusal(post(form([photo], { titulo: "Ceremonia" })))).toEqual([
      400,
      "The form has a field this call does not take: send only the file, focusX and focusY.",
    ]);
    const twice = form([photo], { focusX: "0.2" });
    twice.append("focusX", "0.8");
    expect(await refusal(post(twice))).toEqual([400, "The form gives focusX more than once."]);

    const long = `0.5${"0".repeat(1022)}`;
    expect(await refusal(post(form([photo], { focusX: long })))).toEqual([400, "The form field focusX is too long."]);
    const longest = await readUpload(post(form([photo], { focusX: long.slice(1) })));
    expect(longest.focus).toEqual({ focusX: 0.5, focusY: 0.5 });
    fs.rmSync(longest.file.path);

    // 300,000 tiny fields with distinct names, about 19 MB, as the attack that ran the server out of memory sent them.
    const { body, contentType } = fieldFlood();
    const flood = post(body, { "content-type": contentType });
    expect(await refusal(flood)).toEqual([400, expect.stringContaining("a field this call does not take")]);
  });

  it("answers 400 to a body cut before its last boundary", async () => {
    const request = post(form([Buffer.from("abc")]));
    const body = Buffer.from(await request.arrayBuffer());
    const cut = post(body.subarray(0, body.length - 10), { "content-type": request.headers.get("content-type")! });
    expect(await refusal(cut)).toEqual([400, expect.stringContaining("malformed or incomplete")]);
    const bare = post(`--b\r\nContent-Type: text/plain\r\n\r\nhola\r\n--b--\r\n`, {
      "content-type": "multipart/form-data; boundary=b",
    });
    expect(await refusal(bare)).toEqual([400, expect.stringContaining("no form-data name")]);
  });

  it("answers 413 past 20 MB, counting the bytes read and stopping there", async () => {
    expect((await refusal(post(form([Buffer.alloc(MAX_UPLOAD_BYTES + 1)]))))[0]).toBe(413);
    const boundary = "limite";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n`;
    const endless = streamed(head, 200 * 1024 * 1024);
    const request = post(endless.stream, { "content-type": `multipart/form-data; boundary=${boundary}` });
    expect(await refusal(request)).toEqual([413, "The file must be at most 20 MB."]);
    expect(endless.sent()).toBeLessThan(MAX_UPLOAD_BYTES + 4 * 1024 * 1024);
    expect(
      (
        await refusal(post("x", { "content-type": "multipart/form-data; boundary=a", "content-length": "99999999" }))
      )[0],
    ).toBe(413);
  });

  it("stops reading, and keeps nothing, once the client has gone", async () => {
    const client = new AbortController();
    const head = `--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff`;
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) {
          client.abort();
          return controller.error(new Error("socket hang up"));
        }
        sent = true;
        controller.enqueue(Buffer.from(head, "latin1"));
      },
    });
    const request = new Request("http://localhost/edmNews/media", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=b" },
      signal: client.signal,
      duplex: "half",
    } as RequestInit);
    const error = await readUpload(request).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ClientGoneError);
    expect(leftovers()).toEqual([]);
  });

  it("reads a form refused within the limit to its end, so the connection can carry the client's next request", async () => {
    const encoded = new Response(form([Buffer.from("a"), Buffer.alloc(2 * 1024 * 1024)]));
    const bytes = Buffer.from(await encoded.clone().arrayBuffer());
    let offset = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        const chunk = bytes.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
      cancel() {
        cancelled = true;
      },
    });
    const type = encoded.headers.get("content-type")!;
    expect(await refusal(post(body, { "content-type": type }))).toEqual([
      400,
      expect.stringContaining("more than one"),
    ]);
    expect([offset, cancelled]).toEqual([bytes.length, false]);
  });
});
