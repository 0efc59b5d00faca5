import { apiHeaders, expect, publicAddresses, publishThrough, shows, test, timeUntil } from "./support/cluster";
import { readLoad } from "./support/read-load";

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

test.describe("failures behind the proxy", () => {
  test("an app server killed during a read load fails no request", async ({ cluster }) => {
    const [victim] = cluster.apps;
    const { id } = await publishThrough(cluster, cluster.proxyUrl);
    // Cached pages, and reads every app server answers itself: the API, and pages for a browser with a session cookie.
    const requests = [
      { path: "/" },
      { path: `/post/${id}` },
      { path: "/post?page=2" },
      { path: `/edmNews/${id}`, headers: apiHeaders(cluster) },
      { path: "/edmNews?limit=5", headers: apiHeaders(cluster) },
      { path: "/team", headers: { Cookie: "editor_session=none" } },
    ];
    try {
      const load = readLoad(cluster.proxyUrl, requests, pause(5_000));
      await pause(1_500);
      await victim.stop("SIGKILL");
      const { requests: made, failures } = await load;
      console.log(`${made} requests, ${failures.length} failed, an app server killed after 1.5 s`);
      expect(made).toBeGreaterThan(200);
      expect(failures).toEqual([]);
    } finally {
      await victim.start();
    }
  });

  test("with every app server down, readers still get every public page", async ({ cluster }) => {
    const addresses = await publicAddresses(cluster.proxyUrl);
    for (const address of addresses) await fetch(`${cluster.proxyUrl}${address}`);
    await Promise.all(cluster.apps.map((app) => app.stop()));
    try {
      // Past the cached answers' one second.
      await pause(1_500);
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
    const redis = cluster.services.redis;
    expect(redis, "the cluster runs a Redis of its own").toBeDefined();
    const [one, other] = cluster.apps;
    await redis!.stop();
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
      await redis!.start();
    }
    const post = await publishThrough(cluster, one.url);
    const delay = await timeUntil(shows(`${other.url}/`, post.title), 5_000);
    expect(delay).toBeLessThan(1_000);
  });
});
