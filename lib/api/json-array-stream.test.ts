import { jsonArrayStream } from "./json-array-stream";

async function* batches<T>(...groups: T[][]) {
  for (const group of groups) yield group;
}

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("JSON array stream", () => {
  it("writes every batch as one valid array, in order", async () => {
    const text = await read(jsonArrayStream(batches([{ a: 1 }, { a: 2 }], [], [{ a: '"3"' }])));
    expect(JSON.parse(text)).toEqual([{ a: 1 }, { a: 2 }, { a: '"3"' }]);
  });

  it("writes an empty array when there is nothing", async () => {
    expect(await read(jsonArrayStream(batches()))).toBe("[]");
  });
});
