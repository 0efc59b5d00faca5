/**
 * A server stopping behind deploy/nginx.conf in Debian's nginx, beside another, under reads and writes: nginx never
 * sends a write twice, so one it had sent on a connection the stopping server had not taken yet, reset when the server
 * stops accepting, would reach its client as a 502. The drain's hand-off (shutdown.ts, answers/hand-off.ts) must leave
 * no such connection behind.
 */
import http from "node:http";
import { PROXY_FAIL_TIMEOUT_S } from "../scripts/operations/cluster/nginx-config";
import { eventually } from "../scripts/testing/eventually";
import { testNginx } from "../scripts/testing/test-nginx";
import { handOff } from "./answers/hand-off";
import { responderOf, unlessTaken } from "./responder";
import { drainOf, HAND_OFF_QUIET_MS, type Drain } from "./shutdown";

/**
 * What a page's render costs the event loop: while it runs, a connection nginx opens waits in the listen queue. Without
 * it the queue is nearly always empty, and the test would pass whatever the drain does.
 */
const RENDER_MS = 3;
const READERS = 6;
const WRITERS = 4;

type StandIn = { url: string; drain: Drain; answered: Map<string, number>; close: () => Promise<void> };

/** An app server as the entry serves one: the drain marks every answer, the early table asks the hand-off first. */
async function standIn(): Promise<StandIn> {
  const answered = new Map<string, number>();
  const early = responderOf([handOff(() => drain.handingOff())]);
  const server = http.createServer((request, response) => {
    const phase = drain.handingOff() ? "hand-off" : drain.draining() ? "grace" : "serving";
    response.once("finish", () => {
      const key = `${phase} ${request.method} ${response.statusCode}`;
      answered.set(key, (answered.get(key) ?? 0) + 1);
    });
    drain.mark(response);
    unlessTaken(early(request, response), () => {
      request.resume();
      request.once("end", () => {
        const until = performance.now() + RENDER_MS;
        while (performance.now() < until);
        response.end("hecho");
      });
    });
  });
  server.keepAliveTimeout = 65_000;
  const drain = drainOf(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const close = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return { url: `127.0.0.1:${port}`, drain, answered, close };
}

const total = (answered: Map<string, number>, test: (key: string) => boolean) =>
  [...answered].filter(([key]) => test(key)).reduce((sum, [, count]) => sum + count, 0);

let stopping: StandIn;
let staying: StandIn;
let nginx: Awaited<ReturnType<typeof testNginx>>;

beforeAll(async () => {
  [stopping, staying] = [await standIn(), await standIn()];
  nginx = await testNginx([stopping.url, staying.url]);
}, 30_000);

afterAll(async () => {
  await nginx?.remove();
  await Promise.all([stopping?.close(), staying?.close()]);
});

describe("a server stopping behind nginx", () => {
  it("stops accepting well within the time nginx leaves it alone after its first 503", () => {
    expect(HAND_OFF_QUIET_MS * 2).toBeLessThanOrEqual(PROXY_FAIL_TIMEOUT_S * 1000);
  });

  it("loses no request: nginx takes its reads to the other server, and its writes are answered to the end", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: READERS + WRITERS });
    const statuses = new Map<string, number>();
    let loading = true;
    const send = (method: "GET" | "POST") =>
      new Promise<void>((resolve) => {
        const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
        // Not a public page: nginx sends it straight to an app server, as the API and the editor's pages.
        http
          .request(`${nginx.url}/edmNews`, { method, agent }, (response) => {
            response.resume();
            response.once("end", () => resolve(void count(`${method} ${response.statusCode}`)));
          })
          .once("error", (error) => resolve(void count(`${method} ${error.message}`)))
          .end(method === "POST" ? "{}" : undefined);
      });
    const load = async (method: "GET" | "POST") => {
      while (loading) await send(method);
    };
    const loads = [...Array(READERS).fill("GET"), ...Array(WRITERS).fill("POST")].map(load);
    try {
      await eventually(() => total(stopping.answered, (key) => key.startsWith("serving POST")) >= 20);
      await stopping.drain.stop(300, async () => {});
      const servedByTheOther = total(staying.answered, () => true);
      await eventually(() => total(staying.answered, () => true) >= servedByTheOther + 100);
    } finally {
      loading = false;
      await Promise.all(loads);
      agent.destroy();
    }

    expect([...statuses.keys()].sort()).toEqual(["GET 200", "POST 200"]);
    // The drain was under load to its end: writes reached the server in its grace, and a read after it was handed off.
    expect(total(stopping.answered, (key) => key.startsWith("grace POST 200"))).toBeGreaterThan(0);
    expect(total(stopping.answered, (key) => key === "hand-off GET 503")).toBeGreaterThan(0);
  }, 30_000);
});
