// Readers' beacons (POST /conteo) answered by the server entry through the route's own handler
// (lib/analytics/beacon-handler.ts), without Next.js's routing: every page a reader opens sends one, so a beacon must
// cost far less than a page.
import type { IncomingMessage } from "node:http";
import { BEACON_MAX_BYTES, COUNT_PATH } from "../../lib/analytics/beacon-request";
import { offeredBeaconHandler, type BeaconHandler } from "../../lib/analytics/beacon-handler";
import type { EarlyAnswer, Reply } from "../responder";

/**
 * The body as the handler will read it, no more than one byte past the beacon's bound: the handler then refuses a
 * body that long with its own 413, and nothing more of it is read (`over`: the connection closes after the answer). A
 * Buffer: the handler reads it at once, with no stream to pass through.
 */
function boundedBody(request: IncomingMessage): Promise<{ body: Buffer; over: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      kept += chunk.byteLength;
      if (kept <= BEACON_MAX_BYTES) return;
      request.off("data", onData).pause();
      resolve({ body: Buffer.concat(chunks).subarray(0, BEACON_MAX_BYTES + 1), over: true });
    };
    request.on("data", onData);
    request.on("end", () => resolve({ body: Buffer.concat(chunks), over: false }));
    request.on("error", reject);
  });
}

function webRequest(request: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`http://${request.headers.host ?? "localhost"}${request.url}`, {
    method: "POST",
    headers,
    body: new Uint8Array(body),
  });
}

async function answer(handler: BeaconHandler, request: IncomingMessage, reply: Reply): Promise<void> {
  const { body, over } = await boundedBody(request);
  const answered = await handler(webRequest(request, body));
  const headers: Record<string, string> = Object.fromEntries(answered.headers);
  if (over) headers.Connection = "close";
  reply.send(answered.status, headers, Buffer.from(await answered.arrayBuffer()));
}

/**
 * A POST to the beacon's exact path once the route's handler is loaded. Before that (the server's first beacon), and
 * for any other spelling of the path, Next.js routes it as usual.
 */
export const beacons: EarlyAnswer = {
  path: COUNT_PATH,
  methods: ["POST"],
  otherMethods: "pass",
  answer: (request, reply) => {
    const handler = offeredBeaconHandler();
    return handler !== undefined && reply.taking(answer(handler, request, reply));
  },
};
