import http from "node:http";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_BASE_URL, e2eCredentials } from "../support/environment";
import type { NewPost } from "../support/posts";

/** What a browser adds to a request sent by this site's own pages. */
export const SAME_ORIGIN = { Origin: E2E_BASE_URL };
export const ADMIN = { email: e2eCredentials.adminEmail, password: e2eCredentials.adminPassword };

/** A picture this site serves, so the new post's card shows a real image. */
export const LOCAL_IMAGE = `${E2E_BASE_URL}/images/posts/mutek-mexico-2024-arte-audiovisual.webp`;

export const FIELD_LABELS: Record<keyof NewPost, string> = {
  id: "id Title",
  title: "Título",
  description: "Descripción",
  introduction: "Introducción",
  climax: "Clímax",
  conclusion: "Conclusión",
  author: "Autor",
  image: "Imagen (URL)",
  imageAlt: "Texto alternativo",
  date: "Fecha",
};

export const field = (page: Page, name: keyof NewPost) => page.getByLabel(FIELD_LABELS[name], { exact: true });

/** Signs in through the real endpoint; a page's request context shares its cookies with the page. */
export async function signInThroughApi(request: APIRequestContext): Promise<void> {
  const response = await request.post("/session", { data: ADMIN, headers: SAME_ORIGIN });
  expect(response.status()).toBe(200);
}

/** An editor who logged in before: the session cookie plus the specification's flag. */
export async function signInAsEditor(page: Page): Promise<void> {
  await signInThroughApi(page.request);
  await page.goto("/login");
  await page.evaluate(() => localStorage.setItem("authenticated", "true"));
}

export async function sessionCookieValue(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "editor_session");
  expect(cookie, "the session cookie").toBeDefined();
  return cookie!.value;
}

export async function fillPost(page: Page, post: Partial<NewPost>): Promise<void> {
  for (const [name, value] of Object.entries(post) as [keyof NewPost, string][]) await field(page, name).fill(value);
}

export async function login(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Contraseña").fill(credentials.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

import { todayInMexicoCity } from "../support/today";

export { todayInMexicoCity };

/**
 * A request whose socket comes from another loopback address. The e2e server trusts 127.0.0.1 as
 * its proxy (playwright.config.ts), so from 127.0.0.2 a client's X-Forwarded-For counts for nothing.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers = { ...(body && { "Content-Type": "application/json" }), ...init.headers };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? "GET", headers, localAddress }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** The publishing token in /createPost's own rendering (the post form's props), after a navigation. */
export async function publishingTokenOf(page: Page): Promise<string> {
  const match = /publishingToken\\?":\\?"([\w-]{43})/.exec(await page.content());
  expect(match, "the publishing token on /createPost").not.toBeNull();
  return match![1];
}
