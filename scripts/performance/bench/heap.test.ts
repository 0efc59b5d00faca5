import http from "node:http";
import type { AddressInfo } from "node:net";
import { metricsRegistry } from "@/lib/metrics/registry";
import { serverHeap } from "./heap";

let server: http.Server;
let base: string;
let refuse = false;

beforeAll(async () => {
  // This process's own metrics, as the site's GET /metrics writes them, or the 405 a client it does not allow gets.
  server = http.createServer(async (_request, response) => {
    if (refuse) return response.writeHead(405).end();
    response.writeHead(200, { "Content-Type": metricsRegistry().contentType }).end(await metricsRegistry().metrics());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test("the heap is read from the server's metrics: some in use, no more than is committed", async () => {
  refuse = false;
  const heap = await serverHeap(base);
  expect(heap?.used).toBeGreaterThan(1024 * 1024);
  expect(heap!.committed).toBeGreaterThanOrEqual(heap!.used);
});

test("a server whose metrics refuse the bench gives no figure rather than a wrong one", async () => {
  refuse = true;
  expect(await serverHeap(base)).toBeNull();
});
