import Database from "better-sqlite3";
import { expect, test } from "../support/test";
import { faultSuite, useFaultSite } from "../faults/support/fault-site";

/** Long enough to see pages served after /readyz turned 503, short enough not to weigh on the run. */
const GRACE_S = 3;
const LOOPS = 20;

const causeCode = (error: unknown) => ((error as { cause?: { code?: string } }).cause?.code ?? String(error)) as string;

test.describe("health checks and shutdown", faultSuite, () => {
  const site = useFaultSite("health", { SHUTDOWN_GRACE_S: String(GRACE_S) });

  test("/healthz and /readyz answer GET and HEAD uncached, every probe at once, and refuse other methods", async () => {
    const { url } = site();
    const expected = {
      "/healthz": { status: "alive" },
      "/readyz": { status: "ready", checks: { database: "ok" } },
    };
    for (const [path, body] of Object.entries(expected)) {
      const get = await fetch(`${url}${path}`);
      expect(get.status, path).toBe(200);
      expect(get.headers.get("cache-control"), path).toBe("no-store");
      expect(get.headers.get("content-type"), path).toBe("application/json");
      expect(await get.json(), path).toEqual(body);
      const head = await fetch(`${url}${path}`, { method: "HEAD" });
      expect(head.status, path).toBe(200);
      expect(head.headers.get("cache-control"), path).toBe("no-store");
      expect(await head.text(), path).toBe("");
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
        const refused = await fetch(`${url}${path}`, { method });
        expect(refused.status, `${method} ${path}`).toBe(405);
        expect(refused.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD");
        expect((await refused.json()).error.code, `${method} ${path}`).toBe("method_not_allowed");
      }
    }
    // Many probes at once share one round of checks, and no throttle stands in their way.
    const probes = await Promise.all(Array.from({ length: 50 }, () => fetch(`${url}/readyz`)));
    expect(probes.map((probe) => probe.status)).toEqual(Array(50).fill(200));
  });

  test("/readyz answers 503 naming the database while the build's latest migration is not applied", async () => {
    const { url, databaseFile } = site();
    const database = new Database(databaseFile);
    const latest = database.prepare(`SELECT MAX("migration_name") FROM "_prisma_migrations"`).pluck().get() as string;
    const rollBack = database.prepare(
      `UPDATE "_prisma_migrations" SET "rolled_back_at" = ? WHERE "migration_name" = ?`,
    );
    try {
      rollBack.run(Date.now(), latest);
      const notReady = await fetch(`${url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get("cache-control")).toBe("no-store");
      expect(await notReady.json()).toEqual({
        status: "not ready",
        notReady: ["database"],
        checks: { database: `migrations not applied: ${latest}` },
      });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      rollBack.run(null, latest);
      database.close();
    }
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    // The log line is written as the check fails, and reaches the server's output a moment later.
    await expect.poll(() => site().server.output()).toContain(`Not ready, database:`);
  });

  test("SIGTERM under load: /readyz 503 at once, pages served through the grace, then handed off, no request failed, exit 0", async () => {
    const { url, server } = site();
    const seen = { answered: 0, answeredWhileDraining: 0, handedOff: 0, turnedAway: 0, failures: [] as string[] };
    let draining = false;
    let signalled = Infinity;
    const loop = async (path: string) => {
      for (;;) {
        try {
          const response = await fetch(`${url}${path}`);
          await response.arrayBuffer();
          const afterGrace = performance.now() - signalled >= GRACE_S * 1000;
          // After the grace a read is handed off (server/answers/hand-off.ts): 503, for a proxy to ask another server.
          if (response.status === 503 && afterGrace) seen.handedOff += 1;
          else if (response.status !== 200) seen.failures.push(`${path}: ${response.status}`);
          else if (draining) seen.answeredWhileDraining += 1;
          else seen.answered += 1;
        } catch (error) {
          // Once the grace is over the server stops accepting: a new connection is refused, and one the system had
          // queued for it but the server never took is reset. Before that, any error is a request lost.
          const code = causeCode(error);
          const afterGrace = performance.now() - signalled >= GRACE_S * 1000;
          if (afterGrace && (code === "ECONNREFUSED" || code === "ECONNRESET")) seen.turnedAway += 1;
          else seen.failures.push(`${path}: ${code}`);
          return;
        }
      }
    };
    const loops = Array.from({ length: LOOPS }, (_, index) => loop(index % 2 === 0 ? "/team" : "/post"));
    await expect.poll(() => seen.answered).toBeGreaterThan(2 * LOOPS);

    signalled = performance.now();
    process.kill(server.pid, "SIGTERM");
    await expect.poll(async () => (await fetch(`${url}/readyz`)).status, { intervals: [50] }).toBe(503);
    draining = true;
    const probe = await fetch(`${url}/readyz`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toEqual({ status: "not ready", notReady: ["server"], checks: { server: "draining" } });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    expect(await server.exited).toBe(0);
    const stoppedAfter = performance.now() - signalled;
    await Promise.all(loops);
    expect(seen.failures).toEqual([]);
    expect(seen.answeredWhileDraining).toBeGreaterThan(LOOPS);
    expect(seen.handedOff).toBeGreaterThan(0);
    expect(seen.turnedAway).toBe(LOOPS);
    expect(stoppedAfter).toBeGreaterThanOrEqual(GRACE_S * 1000);
    expect(server.output()).toContain(`SIGTERM: /readyz answers 503; serving ${GRACE_S} s more`);
  });
});
