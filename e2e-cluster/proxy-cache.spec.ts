import {
  apiHeaders,
  cachedByProxy,
  expect,
  publicAddresses,
  publishThrough,
  shows,
  signIn,
  test,
  THROUGH_THE_PROXY_MS,
  timeUntil,
} from "./support/cluster";

const STATUS = "x-cache-status";
/** An answer from the cache: fresh, or the last one while a newer is being fetched or while no server answers. */
const FROM_CACHE = ["HIT", "UPDATING", "STALE", "REVALIDATED"];

test.describe("the proxy's cache", () => {
  test("serves every public page and document from its cache", async ({ cluster }) => {
    for (const address of await publicAddresses(cluster.proxyUrl)) {
      const first = await fetch(`${cluster.proxyUrl}${address}`);
      expect(first.status, address).toBe(200);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await fetch(`${cluster.proxyUrl}${address}`)).headers.get(STATUS));
      expect(
        statuses.some((status) => FROM_CACHE.includes(status ?? "")),
        `${address}: ${statuses.join(", ")}`,
      ).toBe(true);
    }
  });

  test("never serves an editor page, an API answer or an editor's request from its cache", async ({ cluster }) => {
    const { cookie } = await signIn(cluster, cluster.proxyUrl);
    expect(cookie).toContain("editor_session=");
    const { id } = await publishThrough(cluster, cluster.proxyUrl);
    const requests: { path: string; init?: RequestInit }[] = [
      { path: "/login" },
      { path: "/createPost" },
      { path: "/editor" },
      { path: "/editor", init: { headers: { Cookie: cookie } } },
      { path: "/createPost", init: { headers: { Cookie: cookie } } },
      { path: "/", init: { headers: { Cookie: cookie } } },
      { path: `/post/${id}`, init: { headers: { Cookie: cookie } } },
      { path: "/session" },
      { path: "/edmNews?limit=5", init: { headers: apiHeaders(cluster) } },
      { path: `/edmNews/${id}`, init: { headers: apiHeaders(cluster) } },
      { path: "/edmNews?limit=5" },
      { path: "/", init: { method: "POST", body: "x" } },
      { path: `/edmNews/${id}`, init: { method: "PATCH", headers: apiHeaders(cluster), body: "{}" } },
    ];
    for (const { path, init } of requests) {
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${cluster.proxyUrl}${path}`, { redirect: "manual", ...init });
        await response.arrayBuffer();
        expect(response.headers.get(STATUS), `${init?.method ?? "GET"} ${path} #${i + 1}`).toBe("BYPASS");
      }
    }
  });

  test("a publication shows through the proxy within a second, and at once to the editor", async ({ cluster }) => {
    const [one] = cluster.apps;
    const { cookie } = await signIn(cluster, one.url);
    // The home page and the first list page are in the cache before the post exists.
    for (const path of ["/", "/post", "/feed.xml"]) await cachedByProxy(cluster, path);
    const post = await publishThrough(cluster, one.url);
    const paths = ["/", "/post", "/feed.xml", `/post/${post.id}`];
    const [asEditor, ...delays] = await Promise.all([
      fetch(`${cluster.proxyUrl}/`, { headers: { Cookie: cookie } }),
      ...paths.map((path) => timeUntil(shows(`${cluster.proxyUrl}${path}`, post.title), 5_000)),
    ]);
    expect(asEditor.headers.get(STATUS)).toBe("BYPASS");
    expect(await asEditor.text()).toContain(post.title);
    console.log(`Through the proxy after ${paths.map((path, i) => `${path} ${delays[i].toFixed(0)} ms`).join(", ")}`);
    for (const [i, path] of paths.entries()) expect(delays[i], path).toBeLessThan(THROUGH_THE_PROXY_MS);
  });
});
