// How a server stops on SIGTERM (docs/operations.md): it says it is draining (/readyz answers 503), serves on for a
// grace period while a load balancer takes it out of rotation, then stops accepting, answers what is under way and
// closes its clients.
import type { Server, ServerResponse } from "node:http";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

const IDLE_SWEEP_MS = 50;

export type Drain = {
  /** True from the signal on. */
  draining: () => boolean;
  /** Called on every request: while draining, its answer closes the connection. */
  mark: (response: ServerResponse) => void;
  /** Drains for `graceMs`, stops accepting, waits for the requests in flight, then runs `closeClients`. */
  stop: (graceMs: number, closeClients: () => Promise<void>) => Promise<void>;
};

export function drainOf(server: Server): Drain {
  let draining = false;
  return {
    draining: () => draining,
    // A client that kept the connection open could send its next request just as the server closes it, and lose it
    // (a POST is never retried). Closed after each answer, the next request opens a connection, which the server
    // either takes or, once it stopped accepting, refuses before anything was sent: a client or nginx tries another.
    mark: (response) => {
      if (draining) response.setHeader("Connection", "close");
    },
    stop: async (graceMs, closeClients) => {
      draining = true;
      await sleep(graceMs);
      // Stops accepting. Not http's close(), which also ends at once every connection without a request under way,
      // one accepted a moment ago whose request has not been read yet included: its client would get a reset. The
      // sweep, from IDLE_SWEEP_MS on, ends those idle by then: one kept alive after answering a request from before
      // the drain would otherwise stay open for keepAliveTimeout (65 s) and hold the exit.
      const closed = new Promise<void>((resolve, reject) =>
        net.Server.prototype.close.call(server, (error) => (error ? reject(error) : resolve())),
      );
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await closed;
      } finally {
        clearInterval(sweep);
      }
      await closeClients();
    },
  };
}
