import fs from "node:fs";
import { expect, publishThrough, test } from "./support/cluster";

type AccessLine = { requestId: string; method: string; path: string; status: number; cache: string; client: string };

const accessLines = (file: string) =>
  fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AccessLine);

test.describe("the proxy's log and numbers", () => {
  test("nginx's access log and the app server's log name each request by the same id, the one in its answer", async ({
    cluster,
  }) => {
    const post = await publishThrough(cluster, cluster.apps[0].url);
    const answer = await fetch(`${cluster.proxyUrl}/post/${post.id}?utm_source=boletin`, {
      headers: { "X-Request-Id": "forjado-por-el-cliente-1234", "X-Forwarded-For": "203.0.113.77" },
    });
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);

    await expect
      .poll(() => accessLines(cluster.nginx.accessLog).find((line) => line.requestId === requestId))
      .toEqual(
        expect.objectContaining({
          method: "GET",
          path: `/post/${post.id}`,
          status: 200,
          cache: "MISS",
          client: "127.0.0.0/24",
        }),
      );
    const appLines = () =>
      cluster.apps
        .flatMap((app) => app.process()?.output().split("\n") ?? [])
        .filter((line) => line.includes(requestId))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    await expect
      .poll(appLines)
      .toEqual([expect.objectContaining({ msg: "request", route: "/post/[id]", status: 200 })]);

    // A page the cache answers carries its own request's id, not the one that stored it.
    const again = await fetch(`${cluster.proxyUrl}/post/${post.id}?utm_source=boletin`);
    expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
    expect(again.headers.get("x-request-id")).not.toBe(requestId);
  });

  test("the access log holds no query string: a reader's search stays theirs", async ({ cluster }) => {
    const answer = await fetch(`${cluster.proxyUrl}/buscar?q=busqueda-privada-9d1c`);
    const requestId = answer.headers.get("x-request-id")!;
    await expect
      .poll(() => accessLines(cluster.nginx.accessLog).find((line) => line.requestId === requestId)?.path)
      .toBe("/buscar");
    expect(fs.readFileSync(cluster.nginx.accessLog, "utf8")).not.toContain("busqueda-privada-9d1c");
  });

  test("nginx's own numbers answer on a loopback listener, and /metrics is not served through the proxy", async ({
    cluster,
  }) => {
    expect(cluster.nginx.statusUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/nginx_status$/);
    const status = await fetch(cluster.nginx.statusUrl);
    expect(status.status).toBe(200);
    expect(await status.text()).toMatch(/^Active connections: \d+ \nserver accepts handled requests\n \d+ \d+ \d+ \n/);
    expect((await fetch(`${cluster.proxyUrl}/nginx_status`)).status).toBe(404);
    expect((await fetch(`${cluster.proxyUrl}/metrics`)).status).toBe(404);
  });
});
