import type { Cluster } from "../scripts/operations/cluster/topology";
import { apiHeaders, expect, publicAddresses, publishThrough, shows, test, timeUntil } from "./support/cluster";
import { startReadLoad } from "./support/read-load";

/** Answers before an app server stops, and while it is down: each read of the list met many times. */
const READS_BEFORE_STOP = 60;
const READS_WHILE_STOPPED = 240;

test.describe("failures behind the proxy", () => {
  /**
   * Readers on 8 connections, one app server stopped with `signal` once they are in full flow, and started again
   * after many more answers: cached pages, and reads every app server answers itself (the API, pages for a browser
   * with a cookie), so nginx has met the stopped server on every kind of read.
   */
  async function loadWhileStopping(cluster: Cluster, signal: NodeJS.Signals) {
    const [victim] = cluster.apps;
    const { id } = await publishThrough(cluster, cluster.proxyUrl);
    const reads = [
      { path: "/" },
      { path: `/post/${id}` },
      { path: "/post?page=2" },
      { path: `/edmNews/${id}`, headers: apiHeaders(cluster) },
      { path: "/edmNews?limit=5", headers: apiHeaders(cluster) },
      { path: "/team", headers: { Cookie: "editor_session=none" } },
    ];
    const load = startReadLoad(cluster.proxyUrl, reads);
    try {
      await load.answers(READS_BEFORE_STOP);
      await victim.stop(signal);
      await load.answers(READS_WHILE_STOPPED);
      const result = await load.stop();
      console.log(`${result.requests} requests, ${result.failures.length} failed, an app server sent ${signal}`);
      return result;
    } finally {
      await load.stop();
      await victim.start();
    }
  }

  test("an app server stopped during a read load (kill, a deploy) fails no request", async ({ cluster }) => {
    const { requests, failures } = await loadWhileStopping(cluster, "SIGTERM");
    expect(requests).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });

  test("an app server crashing during a read load fails only the answers it was in the middle of", async ({
    cluster,
  }) => {
    const { requests, failures } = await loadWhileStopping(cluster, "SIGKILL");
    expect(requests).toBeGreaterThan(50);
    // A refused connection, a reset before the answer began, a 502: nginx sent each of those to the other server.
    // Only an answer already streaming to the reader when the process vanished can be cut, one per connection.
    expect(
      failures.every((failure) => failure.endsWith(": terminated")),
      failures.join("\n"),
    ).toBe(true);
    expect(failures.length).toBeLessThanOrEqual(8);
  });

  test("with every app server down, readers still get every public page", async ({ cluster }) => {
    const addresses = await publicAddresses(cluster.proxyUrl);
    for (const address of addresses) await fetch(`${cluster.proxyUrl}${address}`);
    await Promise.all(cluster.apps.map((app) => app.stop()));
    try {
      // Past the cached answers' one second: the one cached last is stale, so every other is too.
      const cachedLast = `${cluster.proxyUrl}${addresses[addresses.length - 1]}`;
      await expect.poll(async () => (await fetch(cachedLast)).headers.get("x-cache-status")).toBe("STALE");
      for (const address of addresses) {
        const response = await fetch(`${cluster.proxyUrl}${address}`);
        expect(response.status, address).toBe(200);
        expect(response.headers.get("x-cache-status"), address).toBe("STALE");
        expect((await response.arrayBuffer()).byteLength, address).toBeGreaterThan(0);
      }
    } finally {
      await Promise.all(cluster.apps.map((app) => app.start()));
    }
    // nginx tries servers it saw fail again at once when none is left: the first request may still find none.
    await expect
      .poll(async () => (await fetch(`${cluster.proxyUrl}/edmNews?limit=1`, { headers: apiHeaders(cluster) })).status)
      .toBe(200);
  });

  test("with Redis stopped the site keeps serving and publishing, and picks Redis up again", async ({ cluster }) => {
    const { redis } = cluster.services;
    const [one, other] = cluster.apps;
    await redis.stop();
    try {
      const post = await publishThrough(cluster, one.url);
      for (const url of [one.url, other.url, cluster.proxyUrl]) {
        const started = performance.now();
        const response = await fetch(`${url}/post/${post.id}`);
        expect(response.status, url).toBe(200);
        expect(await response.text(), url).toContain(post.title);
        expect(performance.now() - started, url).toBeLessThan(5_000);
      }
    } finally {
      await redis.start();
    }
    const post = await publishThrough(cluster, one.url);
    const delay = await timeUntil(shows(`${other.url}/`, post.title), 5_000);
    expect(delay).toBeLessThan(1_000);
  });
});
