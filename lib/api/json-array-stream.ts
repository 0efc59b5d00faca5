import "server-only";

/** A JSON array written batch by batch, so a large answer never has to be built in memory first. */
export function jsonArrayStream<T>(batches: AsyncIterable<T[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let first = true;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode("["));
    },
    async pull(controller) {
      let next = await iterator.next();
      // The stream asks again only after something was enqueued, so empty batches are skipped here.
      while (!next.done && next.value.length === 0) next = await iterator.next();
      if (next.done) {
        controller.enqueue(encoder.encode("]"));
        controller.close();
        return;
      }
      const { value } = next;
      const items = value.map((item) => JSON.stringify(item)).join(",");
      controller.enqueue(encoder.encode(first ? items : `,${items}`));
      first = false;
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
