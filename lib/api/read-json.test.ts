import { ApiError } from "../http/api-error";
import { MAX_BODY_BYTES, readJsonBody } from "./read-json";

const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost/edmNews/createNews", { method: "POST", body, headers, duplex: "half" } as RequestInit);

const statusOf = async (request: Request) => {
  try {
    await readJsonBody(request);
    return 200;
  } catch (error) {
    return (error as ApiError).status;
  }
};

function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(8192, bytes - sent)).fill(0x20);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe("reading a JSON body", () => {
  it("parses JSON with a charset parameter", async () => {
    const request = post('{"a":1}', { "content-type": "application/json; charset=utf-8" });
    await expect(readJsonBody(request)).resolves.toEqual({ a: 1 });
  });

  it("refuses another content type with 415", async () => {
    expect(await statusOf(post("a=1", { "content-type": "application/x-www-form-urlencoded" }))).toBe(415);
    expect(await statusOf(post("{}", {}))).toBe(415);
  });

  it("refuses malformed JSON with 400", async () => {
    expect(await statusOf(post("{nope"))).toBe(400);
  });

  it("refuses a body over 64 KB by its declared length", async () => {
    const request = post("{}", { "content-type": "application/json", "content-length": String(MAX_BODY_BYTES + 1) });
    expect(await statusOf(request)).toBe(413);
  });

  it("refuses a body over 64 KB counted on the bytes read, whatever the headers say", async () => {
    expect(await statusOf(post(streamOf(MAX_BODY_BYTES + 1)))).toBe(413);
  });

  it("accepts a body of exactly 64 KB", async () => {
    const padded = `{"a":"${"x".repeat(MAX_BODY_BYTES - 8)}"}`;
    expect(Buffer.byteLength(padded)).toBe(MAX_BODY_BYTES);
    expect(await statusOf(post(padded))).toBe(200);
  });

  it("refuses a lone UTF-16 surrogate with 400, naming every field that holds one", async () => {
    const body = '{"title": "x\\ud800y", "author": "ok", "tags": ["\\udc00"], "\\ud83dkey": 1, "date": "2025"}';
    const error = (await readJsonBody(post(body)).catch((caught) => caught)) as ApiError;
    expect([error.status, error.code]).toEqual([400, "validation"]);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["tags", "title", "\ufffdkey"]);
    const codes = Object.values(error.fields ?? {}).map(({ code }) => code);
    expect(codes).toEqual(["malformed_text", "malformed_text", "malformed_text"]);
    expect(await statusOf(post('"\\udfff"'))).toBe(400);
  });

  it("accepts paired surrogates: emoji and every other character outside the BMP", async () => {
    await expect(readJsonBody(post('{"title": "EDC \\ud83c\\udf89 🎧"}'))).resolves.toEqual({ title: "EDC 🎉 🎧" });
  });
});
