// One autocannon load against one route: requests per second, latency percentiles and every non-2xx answer.
import autocannon, { type Request } from "autocannon";

export type Load = {
  name: string;
  path: string;
  method?: "GET" | "POST" | "PATCH";
  headers?: Record<string, string>;
  /** Called for every request, so each creation can carry an id never sent before, and each edit a new title. */
  body?: () => string;
  kind: "page" | "search" | "document" | "reference" | "api" | "write" | "edit" | "editor" | "media";
  /** Concurrent connections, when not the readers' number. */
  connections?: number;
  /**
   * Every request from an address never seen before (X-Forwarded-For; the bench's server trusts loopback), as a flood
   * from many machines would come: searches then measure what each costs, not the per-client throttle.
   */
  fromEveryAddress?: boolean;
};

/** What a browser asks for, for what a reader's browser or calendar loads: the page compressed. */
const READERS_ENCODINGS = "gzip, deflate, br";
const READERS_KINDS = new Set<Load["kind"]>(["page", "search", "document", "reference"]);

let addresses = 0;
/** The next of 16 million addresses of 10.0.0.0/8, one per request. */
export const freshAddress = () => {
  addresses = (addresses + 1) % 0xffffff;
  return `10.${addresses >> 16}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export type Measurement = {
  name: string;
  path: string;
  kind: Load["kind"];
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** Answers by HTTP status, e.g. { "200": 5120 }. */
  statuses: Record<string, number>;
  connections: number;
  /** The server's resident memory right after this load, in bytes. */
  memoryAfter?: number;
};

export async function measure(
  baseUrl: string,
  load: Load,
  settings: { connections: number; duration: number },
): Promise<Measurement> {
  const request: Request = {
    method: load.method ?? "GET",
    path: load.path,
    headers: { ...(READERS_KINDS.has(load.kind) && { "Accept-Encoding": READERS_ENCODINGS }), ...load.headers },
    ...((load.body || load.fromEveryAddress) && {
      setupRequest: (req: Request) => ({
        ...req,
        ...(load.body && { body: load.body() }),
        ...(load.fromEveryAddress && { headers: { ...req.headers, "X-Forwarded-For": freshAddress() } }),
      }),
    }),
  };
  const result = await autocannon({
    url: baseUrl,
    connections: settings.connections,
    duration: settings.duration,
    timeout: 10,
    requests: [request],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]),
  );
  return {
    name: load.name,
    path: load.path,
    kind: load.kind,
    connections: settings.connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: Object.values(statuses).reduce((sum, count) => sum + count, 0),
    errors: result.non2xx + result.errors + result.timeouts,
    statuses,
  };
}

/**
 * Waits until the server has worked off what the last load left queued (autocannon stops sending, the server goes on
 * answering), so that the next load is measured alone: until a static page answers within `quickMs`, at most 60 s.
 */
export async function settle(baseUrl: string, quickMs = 100): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/team`)).arrayBuffer();
    if (performance.now() - started < quickMs) return;
  }
}
