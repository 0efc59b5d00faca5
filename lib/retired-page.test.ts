// The three places a removed post's page passes through agree on one mark: the server entry sets RETIRED_HEADER
// (server/answers/retired-posts.test.ts), next.config.ts rewrites on it, and proxy.ts's literal matcher runs on it.
import { NextRequest } from "next/server";
import nextConfig from "@/next.config";
import { config, proxy } from "@/proxy";
import {
  GONE_PAGE_PATH,
  RETIRED_HEADER,
  RETIRED_PAGE_MATCHERS,
  retiredPageRewrites,
  SHORT_LIVED,
} from "./retired-page";

test("proxy.ts's literal matcher runs for the marked post and event pages and an event's timetable, with the mark's own name", () => {
  expect(config.matcher).toEqual(expect.arrayContaining(RETIRED_PAGE_MATCHERS));
  const marked = config.matcher.filter((entry) => typeof entry !== "string");
  expect(marked.map((entry) => entry.has[0].key)).toEqual([RETIRED_HEADER, RETIRED_HEADER, RETIRED_HEADER]);
});

test("next.config.ts rewrites a marked post or event page to the page readers see there", async () => {
  const rewrites = await (await nextConfig("phase-production-server")).rewrites!();
  expect(Array.isArray(rewrites) ? [] : rewrites.beforeFiles).toEqual(expect.arrayContaining(retiredPageRewrites()));
});

test("proxy.ts answers a marked request 410, kept a minute by shared caches", () => {
  const marked = new NextRequest(new URL(GONE_PAGE_PATH, "http://site"), { headers: { [RETIRED_HEADER]: "gone" } });
  const answer = proxy(marked);
  expect([answer.status, answer.headers.get("cache-control")]).toEqual([410, SHORT_LIVED]);
});
