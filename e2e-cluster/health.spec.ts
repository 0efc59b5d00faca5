import { apiHeaders, expect, publishThrough, test } from "./support/cluster";
import { startReadLoad } from "./support/read-load";

const readiness = async (url: string) => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: await response.json() };
};

test.describe("health checks behind the proxy", () => {
  test("every app server is alive and ready on PostgreSQL and Redis, and the proxy never caches either", async ({
    cluster,
  }) => {
    // Polled: a spec before this one may have restarted Redis, and each server's client reconnects after a backoff.
    for (const app of cluster.apps) {
      expect((await fetch(`${app.url}/healthz`)).status, app.url).toBe(200);
      await expect
        .poll(() => readiness(app.url), { message: app.url, timeout: 10_000 })
        .toEqual({ status: 200, body: { status: "ready", checks: { database: "ok", redis: "ok" } } });
    }
    for (const path of ["/healthz", "/readyz"])
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${cluster.proxyUrl}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("cache-control"), path).toBe("no-store");
        expect(response.headers.get("x-cache-status"), `${path} #${i + 1}`).toBe("BYPASS");
      }
  });

  test("with Redis stopped every app server answers /readyz 503 naming Redis, and 200 once it is back", async ({
    cluster,
  }) => {
    const { redis } = cluster.services;
    await redis.stop();
    try {
      for (const app of cluster.apps) {
        await expect.poll(async () => (await readiness(app.url)).status, app.url).toBe(503);
        expect(await readiness(app.url), app.url).toEqual({
          status: 503,
          body: { status: "not ready", notReady: ["redis"], checks: { database: "ok", redis: "unreachable" } },
        });
      }
    } finally {
      await redis.start();
    }
    for (const app of cluster.apps) await expect.poll(async () => (await readiness(app.url)).status).toBe(200);
  });
});

test.describe("a rolling restart", () => {
  test("of every app server, one after the other under a read and publish load, fails no request", async ({
    cluster,
  }) => {
    test.setTimeout(180_000);
    const reads = startReadLoad(cluster.proxyUrl, [
      { path: "/" },
      { path: "/post?page=2" },
      { path: "/edmNews?limit=5", headers: apiHeaders(cluster) },
      { path: "/team", headers: { Cookie: "editor_session=none" } },
    ]);
    const publishing = { on: true, published: 0, failures: [] as string[] };
    const publisher = (async () => {
      while (publishing.on)
        await publishThrough(cluster, cluster.proxyUrl).then(
          () => (publishing.published += 1),
          (error: Error) => publishing.failures.push(error.message),
        );
    })();
    const exits: (number | null)[] = [];
    try {
      await reads.answers(60);
      for (const app of cluster.apps) {
        const running = app.process()!;
        await app.stop("SIGTERM");
        exits.push(await running.exited);
        await app.start();
        await expect.poll(async () => (await fetch(`${app.url}/readyz`)).status, app.url).toBe(200);
        await reads.answers(60);
      }
    } finally {
      publishing.on = false;
      await publisher;
    }
    const { requests, failures } = await reads.stop();
    console.log(`${requests} reads and ${publishing.published} publications during a rolling restart`);
    expect(exits).toEqual(cluster.apps.map(() => 0));
    expect(failures).toEqual([]);
    expect(publishing.failures).toEqual([]);
    expect(publishing.published).toBeGreaterThan(cluster.apps.length);
  });
});
