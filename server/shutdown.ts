// How a server stops on SIGTERM (docs/operations.md): it says it is draining (/readyz answers 503), serves on for a
// grace period while a load balancer takes it out of rotation, hands its reads to the other servers until nobody
// connects any more, then stops accepting, answers what is under way and closes its clients.
import type { Server, ServerResponse } from "node:http";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * nginx keeps an idle connection to an app server this long before closing it (`keepalive_timeout` in
 * deploy/nginx.conf's upstream), and never sends a request on one idle longer.
 */
export const PROXY_IDLE_MS = 4_000;
/** After the grace, a connection idle this long is one no proxy will send on again: the drain may close it. */
const SAFE_TO_CLOSE_IDLE_MS = PROXY_IDLE_MS + 1_000;
const SWEEP_MS = 50;
/**
 * After the grace, the server stops accepting once no connection came for this long. nginx leaves a server that
 * answered a read 503 alone for its fail_timeout (PROXY_FAIL_TIMEOUT_S, 2 s), well past this: the listen queue is
 * then empty when it closes.
 */
export const HAND_OFF_QUIET_MS = 500;
/** A client that is not nginx and never stops connecting cannot hold the stop longer than this. */
const HAND_OFF_MAX_MS = 3_000;

export type Drain = {
  /** True from the signal on. */
  draining: () => boolean;
  /** True from the grace's end until the server stops accepting: its reads are answered 503 (answers/hand-off.ts). */
  handingOff: () => boolean;
  /** Called on every request: while draining, its answer closes the connection. */
  mark: (response: ServerResponse) => void;
  /**
   * Drains for `graceMs`, hands off until no connection came for `quietMs`, stops accepting, waits for the requests
   * in flight, then runs `closeClients`. Without a grace it stops accepting at once.
   */
  stop: (graceMs: number, closeClients: () => Promise<void>) => Promise<void>;
};

type Connection = { answering: number; idleSince: number };

export function drainOf(
  server: Server,
  { safeToCloseIdleMs = SAFE_TO_CLOSE_IDLE_MS, quietMs = HAND_OFF_QUIET_MS, handOffMaxMs = HAND_OFF_MAX_MS } = {},
): Drain {
  let draining = false;
  let handingOff = false;
  let lastConnectionAt = performance.now();
  const connections = new Map<net.Socket, Connection>();
  server.on("connection", (socket: net.Socket) => {
    lastConnectionAt = performance.now();
    connections.set(socket, { answering: 0, idleSince: lastConnectionAt });
    socket.once("close", () => connections.delete(socket));
  });
  // Closes the connections nobody will send on again; a connection idle for less might carry a request already on its
  // way, which closing it would lose (a POST is never retried).
  const closeIdle = (idleMs: number) => {
    const now = performance.now();
    for (const [socket, connection] of connections)
      if (connection.answering === 0 && now - connection.idleSince >= idleMs) socket.destroy();
  };
  // A connection the system completed for the server but the server has not taken yet is reset when it stops
  // accepting, and nginx never sends a write twice once it sent it: the server waits until nobody connects.
  const quiet = async () => {
    const giveUpAt = performance.now() + handOffMaxMs;
    while (performance.now() - lastConnectionAt < quietMs && performance.now() < giveUpAt) await sleep(SWEEP_MS);
  };
  return {
    draining: () => draining,
    handingOff: () => handingOff,
    // A client that kept the connection open could send its next request just as the server closes it, and lose it.
    // Closed after each answer, the next request opens a connection, which the server either takes or, once it
    // stopped accepting, refuses before anything was sent: a client or nginx tries another.
    mark: (response) => {
      const connection = connections.get(response.req.socket);
      if (connection) {
        connection.answering += 1;
        response.once("close", () => {
          connection.answering -= 1;
          connection.idleSince = performance.now();
        });
      }
      if (draining) response.setHeader("Connection", "close");
    },
    stop: async (graceMs, closeClients) => {
      draining = true;
      await sleep(graceMs);
      if (graceMs > 0) {
        handingOff = true;
        await quiet();
      }
      // Stops accepting. Not http's close(), which also ends at once every connection without a request under way,
      // one whose client has just sent a request the server has not read yet included: that client would get a reset.
      // The connections kept alive from before the drain and still idle are closed once no proxy would use them
      // again; with no grace (Ctrl-C, no proxy waiting on the server) at once.
      const closed = new Promise<void>((resolve, reject) =>
        net.Server.prototype.close.call(server, (error) => (error ? reject(error) : resolve())),
      );
      const idleMs = graceMs === 0 ? 0 : safeToCloseIdleMs;
      const sweep = setInterval(() => closeIdle(idleMs), SWEEP_MS);
      closeIdle(idleMs);
      try {
        await closed;
      } finally {
        clearInterval(sweep);
      }
      await closeClients();
    },
  };
}
