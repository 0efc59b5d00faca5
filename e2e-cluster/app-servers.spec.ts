import { expect, publishThrough, shows, signIn, test, timeUntil } from "./support/cluster";

test.describe("app servers sharing the database and the page cache", () => {
  test("a post published through one server shows through the proxy and on the other within a second", async ({
    cluster,
  }) => {
    const [one, other] = cluster.apps;
    // Both servers and the proxy have the pages cached before the post exists.
    for (const url of [one.url, other.url, cluster.proxyUrl])
      for (const path of ["/", "/post"]) await fetch(`${url}${path}`);
    const post = await publishThrough(cluster, one.url);
    const checks = [
      ["the proxy's home", `${cluster.proxyUrl}/`],
      ["the proxy's post page", `${cluster.proxyUrl}/post/${post.id}`],
      ["the other server's home", `${other.url}/`],
      ["the other server's list", `${other.url}/post`],
      ["the other server's post page", `${other.url}/post/${post.id}`],
    ];
    const delays = await Promise.all(checks.map(([, url]) => timeUntil(shows(url, post.title), 5_000)));
    console.log(checks.map(([name], i) => `${name}: ${delays[i].toFixed(0)} ms`).join(", "));
    for (const [i, [name]] of checks.entries()) expect(delays[i], name).toBeLessThan(1_000);
  });

  test("the editor's session works through either server", async ({ cluster }) => {
    const [one, other] = cluster.apps;
    const { status, cookie } = await signIn(cluster, one.url);
    expect(status).toBe(200);
    for (const url of [one.url, other.url, cluster.proxyUrl]) {
      const response = await fetch(`${url}/editor`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain(`href="/createPost"`);
    }
    const signedOut = await fetch(`${other.url}/editor`, { redirect: "manual" });
    expect(signedOut.status).toBeGreaterThanOrEqual(300);
    expect(signedOut.status).toBeLessThan(400);
  });

  test("a login throttled on one server is throttled on the other", async ({ cluster }) => {
    test.setTimeout(60_000);
    const [one, other] = cluster.apps;
    const guesser = { email: "intruso@example.mx", password: "not-the-password-at-all", client: "203.0.113.7" };
    const statuses: number[] = [];
    // Failures on one server until it locks the account and the address out...
    while (statuses.at(-1) !== 429 && statuses.length < 10)
      statuses.push((await signIn(cluster, one.url, guesser)).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // ...and the other refuses the same guess, and the right password from that address.
    expect((await signIn(cluster, other.url, guesser)).status).toBe(429);
    const fromThere = await signIn(cluster, other.url, { client: guesser.client });
    expect(fromThere.status).toBe(429);
    expect(fromThere.cookie).not.toContain("editor_session=");
  });
});
