// The topology the cluster suite runs against: started once per worker (the suite has one) from the modules of
// `npm run cluster`, on ports of its own, with its data in a folder removed at the end.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test as base } from "@playwright/test";
import { PROXY_FAIL_TIMEOUT_S } from "../../scripts/operations/cluster/nginx-config";
import { clusterPorts, startCluster, type Cluster } from "../../scripts/operations/cluster/topology";
import { anEvent } from "../../scripts/testing/event-fixture";
import { aPost } from "../../scripts/testing/post-fixture";
import { SAMPLE_LIVE } from "../../prisma/sample-live";
import { CLUSTER_DIST_DIR, CLUSTER_PORT } from "./settings";

/**
 * The app servers' SHUTDOWN_GRACE_S. In a rolling restart nginx may still be skipping the server restarted just
 * before (it refused nginx while down): the next one's drain outlasts that, or nginx has no server to send to.
 */
const CLUSTER_GRACE_S = PROXY_FAIL_TIMEOUT_S + 1;

export const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    async ({}, provide) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "edm-cluster-"));
      // PostgreSQL runs as its own user and nginx's workers as nobody: both reach their folders through this one.
      fs.chmodSync(dataDir, 0o755);
      const cluster = await startCluster({
        dataDir,
        ports: clusterPorts(CLUSTER_PORT),
        distDir: CLUSTER_DIST_DIR,
        throwaway: true,
        // Each stop drains, as in production: long enough to answer what nginx sent meanwhile.
        appSettings: { SHUTDOWN_GRACE_S: String(CLUSTER_GRACE_S) },
      });
      try {
        await provide(cluster);
      } finally {
        try {
          await cluster.stop();
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      }
    },
    { scope: "worker", timeout: 600_000 },
  ],
});

export { expect };

/**
 * Waits until the proxy answers `path` from its cache. An answer is kept until the end of its second, then served
 * STALE while it is fetched again in the background: only a request in the second of a refresh sees a HIT, so the
 * proxy is asked every 50 ms, not at expect.poll's default steps, which grow to a second and can miss every one.
 */
export const cachedByProxy = (cluster: Cluster, path: string) =>
  expect
    .poll(async () => (await fetch(`${cluster.proxyUrl}${path}`)).headers.get("x-cache-status"), {
      message: path,
      intervals: [50],
    })
    .toBe("HIT");

const basicAuthorization = (cluster: Cluster) =>
  `Basic ${Buffer.from(`${cluster.env.API_USER}:${cluster.env.API_PASSWORD}`).toString("base64")}`;

export const apiHeaders = (cluster: Cluster) => ({ Authorization: basicAuthorization(cluster) });

/** Publishes a new post through one server, as the API's clients do; resolves when it answered 201. */
export async function publishThrough(cluster: Cluster, serverUrl: string) {
  const post = aPost();
  const response = await fetch(`${serverUrl}/edmNews/createNews`, {
    method: "POST",
    headers: { ...apiHeaders(cluster), "Content-Type": "application/json" },
    body: JSON.stringify(post),
  });
  if (response.status !== 201) throw new Error(`Publishing answered ${response.status}: ${await response.text()}`);
  return post;
}

const HOUR_MS = 3_600_000;

/** Sends an event write through one server, as the API's clients do; resolves when it answered `expected`. */
async function eventWrite(cluster: Cluster, url: string, method: string, body: object, expected: number) {
  const response = await fetch(url, {
    method,
    headers: { ...apiHeaders(cluster), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== expected)
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
}

/** Creates an event through one server, three days from now so that it is always to come. */
export async function eventThrough(cluster: Cluster, serverUrl: string) {
  const startsAt = new Date(Date.now() + 72 * HOUR_MS);
  const event = anEvent({ startsAt: startsAt.toISOString(), endsAt: new Date(+startsAt + 8 * HOUR_MS).toISOString() });
  const named = { ...event, name: `Noche de prueba ${event.id}` };
  await eventWrite(cluster, `${serverUrl}/edmNews/events`, "POST", named, 201);
  return named;
}

/** Changes an event through one server (PATCH); resolves when it answered 200. */
export const changeEventThrough = (cluster: Cluster, serverUrl: string, id: string, change: object) =>
  eventWrite(cluster, `${serverUrl}/edmNews/events/${id}`, "PATCH", change, 200);

type Credentials = { email?: string; password?: string; client?: string };

/** Signs in through one server as the login form does (the editor by default); returns the Cookie header to send. */
export async function signIn(cluster: Cluster, serverUrl: string, credentials: Credentials = {}) {
  const { email = cluster.env.ADMIN_EMAIL, password = cluster.env.ADMIN_PASSWORD, client } = credentials;
  const response = await fetch(`${serverUrl}/session`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: cluster.env.SITE_URL,
      // The runner's loopback socket is a trusted proxy (TRUSTED_PROXIES), so this names the client.
      ...(client && { "X-Forwarded-For": client }),
    },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { status: response.status, cookie };
}

/**
 * How soon a change shows through the proxy: what its cached answer had left of its second, then one render by an
 * app server, made in the background while the old answer is served (docs/cluster.md: 936 ms at most on a quiet
 * machine, 1,518 ms while a CI run shared it). A clean-clone run measured 1,066 ms for /feed.xml against a flat second.
 */
export const THROUGH_THE_PROXY_MS = 2_000;

/**
 * Milliseconds until a `check` begun then held, polled every 20 ms; throws past `limitMs`. The check's start, not its
 * end, so that an app server's render of the new page on a busy machine is not counted as the change's delay.
 */
export async function timeUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const asked = performance.now() - started;
    if (await check()) return asked;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not within ${limitMs} ms`);
}

const pageHas = async (url: string, text: string) => {
  const response = await fetch(url);
  return response.ok && (await response.text()).includes(text);
};
export const shows = (url: string, text: string) => () => pageHas(url, text);

/** The path of a page's og:image (an absolute URL on the site). */
const shareImageOf = (html: string) =>
  /<meta property="og:image" content="([^"]+)"/
    .exec(html)?.[1]
    .replace(/^https?:\/\/[^/]+/, "")
    .replaceAll("&amp;", "&");

/** Every public address the proxy caches, found on the running site: pages, documents, a share image, an icon. */
export async function publicAddresses(proxyUrl: string): Promise<string[]> {
  const home = await (await fetch(proxyUrl)).text();
  const postPath = /href="(\/post\/[^"/?#]+)"/.exec(home)?.[1];
  const siteShareImage = shareImageOf(home);
  const icon = /<link rel="icon" href="([^"]+)"/.exec(home)?.[1];
  if (!postPath || !icon) throw new Error("The home page links no post or no icon");
  const post = await (await fetch(`${proxyUrl}${postPath}`)).text();
  const shareImage = shareImageOf(post);
  if (!shareImage || !siteShareImage) throw new Error("The home page or the post page names no share image");
  // A sitemap index and its parts once the archive is large; a small site's sitemap lists its pages itself.
  const sitemap = await (await fetch(`${proxyUrl}/sitemap.xml`)).text();
  const parts = [...sitemap.matchAll(/<loc>[^<]*?(\/sitemap\/[^<]+)<\/loc>/g)].map((match) => match[1]);
  // The first upcoming event of the calendar (the sample festivals of a fresh site): its UID is {id}@{host}.
  const eventId = /^UID:([^@\r\n]+)@/m.exec(await (await fetch(`${proxyUrl}/eventos.ics`)).text())?.[1];
  if (!eventId) throw new Error("/eventos.ics names no event");
  return [
    "/",
    "/post",
    "/post?page=2",
    postPath,
    "/team",
    "/contact",
    "/cookies",
    "/sitemap.xml",
    ...parts,
    "/news-sitemap.xml",
    "/feed.xml",
    "/eventos.ics",
    `/eventos/${eventId}/calendario.ics`,
    "/eventos",
    `/eventos/${eventId}`,
    // The sample festival that the sample live post covers: its timetable, and the live post's answer.
    `/eventos/${SAMPLE_LIVE.event}/horarios`,
    `/post/${SAMPLE_LIVE.post}/en-vivo.json`,
    "/robots.txt",
    shareImage,
    siteShareImage,
    icon.replaceAll("&amp;", "&"),
  ];
}
