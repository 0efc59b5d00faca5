/**
 * deploy/nginx.conf in Debian's nginx, as `npm run cluster` starts it, in front of a stand-in app server: what the
 * readers' connections go through, apart from what the site renders.
 */
import http from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { testNginx } from "../../testing/test-nginx";

/** Over one segment of loopback's (MTU 65,536): a home page or the festival guide, as cached pages go. */
const PAGE_BYTES = 100 * 1024;
/** Linux's shortest delayed ACK (TCP_DELACK_MIN): a request that waited for one took at least this long. */
const DELAYED_ACK_MS = 40;
const REQUESTS = 40;
/** A new connection's first segments are acknowledged at once (Linux's quick-ack mode), the rest with a delay. */
const WARM_UP = 20;
/** An answer from the cache: fresh, or the stored one while the next second's is fetched. */
const FROM_CACHE = ["HIT", "UPDATING", "STALE", "REVALIDATED"];

const page = `<!doctype html><title>Pulso</title><p>${"x".repeat(PAGE_BYTES)}</p>`;
const LIVE_ANSWER = "/post/festival-en-vivo/en-vivo.json";
const liveBody = JSON.stringify({ total: 1, updates: [{ id: "u1", html: `<p>${"Suena Nahual. ".repeat(200)}</p>` }] });
/** The Accept-Encoding of each request for the live answer that reached the app server. */
const liveAsked: (string | undefined)[] = [];
let app: http.Server;
let nginx: Awaited<ReturnType<typeof testNginx>>;

beforeAll(async () => {
  app = http.createServer((request, response) => {
    if (request.url === LIVE_ANSWER) {
      // As Next.js answers: compressed when asked, and saying that the answer varies with what was asked.
      const encoding = request.headers["accept-encoding"];
      liveAsked.push(encoding);
      const gzip = /\bgzip\b/.test(encoding ?? "");
      response.writeHead(200, {
        "Content-Type": "application/json",
        Vary: "RSC, Accept-Encoding",
        ...(gzip && { "Content-Encoding": "gzip" }),
      });
      response.end(gzip ? gzipSync(liveBody) : liveBody);
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(page);
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  const { port: appPort } = app.address() as { port: number };
  nginx = await testNginx([`127.0.0.1:${appPort}`]);
}, 30_000);

afterAll(async () => {
  await nginx?.remove();
  await new Promise((resolve) => app?.close(resolve));
});

type Answer = { ms: number; bytes: number; cache: string | undefined; socket: unknown };

/** One GET over the agent's connection: how long until its last byte, and which connection carried it. */
function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({
            ms: performance.now() - started,
            bytes,
            cache: response.headers["x-cache-status"] as string | undefined,
            socket: response.socket,
          }),
        );
      })
      .on("error", reject);
  });
}

describe("the proxy's connections to readers", () => {
  it("sends a cached page over 64 KB whole, without waiting for the reader's delayed ACK", async () => {
    // One kept-alive connection, as a browser's: a new one acknowledges at once, so it would hide the wait.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(`${nginx.url}/`, agent);
      expect(first.bytes).toBe(Buffer.byteLength(page));
      for (let i = 0; i < WARM_UP; i++) await get(`${nginx.url}/`, agent);
      const answers: Answer[] = [];
      for (let i = 0; i < REQUESTS; i++) answers.push(await get(`${nginx.url}/`, agent));

      expect(answers.every((answer) => answer.socket === first.socket)).toBe(true);
      expect(answers.every((answer) => FROM_CACHE.includes(answer.cache ?? ""))).toBe(true);
      expect(answers.every((answer) => answer.bytes === Buffer.byteLength(page))).toBe(true);
      // Each one whose last segment waited for the reader's acknowledgement took the timer's 40 ms or more: with the
      // wait, every one of them does (measured: 40 of 40); a busy machine may slow a few without it.
      const waited = answers.filter((answer) => answer.ms >= DELAYED_ACK_MS).length;
      expect(waited).toBeLessThan(REQUESTS / 2);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});

/** One GET asking for `encoding`: the body as it came (not decoded), and the headers that say what it is. */
function getAs(
  url: string,
  encoding: string | undefined,
): Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: encoding === undefined ? {} : { "Accept-Encoding": encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
      })
      .on("error", reject);
  });
}

describe("a live post's newest updates", () => {
  it("are one entry whatever encoding readers ask, asked compressed, and given whole to a reader who takes no gzip", async () => {
    const url = `${nginx.url}${LIVE_ANSWER}`;
    // What Chrome, Safari, Node's fetch and a bare client send.
    const asks = ["gzip, deflate, br, zstd", "gzip, deflate, br", "gzip, deflate", undefined];
    const answers = [];
    for (const encoding of asks) answers.push({ encoding, ...(await getAs(url, encoding)) });

    // The first one stored the entry; each other encoding was served it, not an entry of its own.
    expect(answers[0].headers["x-cache-status"]).toBe("MISS");
    for (const { encoding, headers } of answers.slice(1)) {
      expect([encoding, FROM_CACHE.includes(String(headers["x-cache-status"]))]).toEqual([encoding, true]);
    }
    expect(liveAsked.length).toBeGreaterThanOrEqual(1);
    expect(liveAsked.every((encoding) => encoding === "gzip")).toBe(true);
    for (const { encoding, body, headers } of answers) {
      const gzip = encoding !== undefined;
      expect([encoding, headers["content-encoding"]]).toEqual([encoding, gzip ? "gzip" : undefined]);
      expect(headers.vary).toMatch(/Accept-Encoding/);
      expect((gzip ? gunzipSync(body) : body).toString()).toBe(liveBody);
    }
  }, 30_000);
});
