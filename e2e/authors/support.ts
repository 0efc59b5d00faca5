import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { phonePhoto } from "../../scripts/testing/image-fixtures";
import { apiAuthorization } from "../support/environment";
import { signInAsEditor } from "../editor/editor";
import { publishPost } from "../seo/support";

/** An author no other spec names, with their page's address. */
export function anAuthor() {
  const suffix = randomUUID().slice(0, 8);
  return { name: `Lucía Ortega ${suffix}`, slug: `lucia-ortega-${suffix}` };
}

/** `count` posts by `name`, published one after the other: the last one is the newest. */
export async function publishPostsBy(request: APIRequestContext, name: string, count: number) {
  const posts = [];
  for (let index = 0; index < count; index++) posts.push(await publishPost(request, { author: name }));
  return posts;
}

/** An author with one post online, and the editor signed in on `page`. */
export async function anAuthorToDescribe(page: Page, request: APIRequestContext) {
  const author = anAuthor();
  await publishPostsBy(request, author.name, 1);
  await signInAsEditor(page);
  return author;
}

/** A portrait uploaded through the API: its /media/… address, the kind of photo an author's page may show. */
export async function uploadedPortrait(request: APIRequestContext): Promise<string> {
  const response = await request.post("/edmNews/media", {
    headers: { Authorization: apiAuthorization },
    multipart: {
      file: { name: "retrato.jpg", mimeType: "image/jpeg", buffer: await phonePhoto({ width: 600, height: 600 }) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).url;
}

/** Through the API, as its clients do: the answer's body. */
export async function describeAuthor(request: APIRequestContext, slug: string, profile: object) {
  const response = await request.put(`/edmNews/authors/${slug}`, {
    data: profile,
    headers: { Authorization: apiAuthorization },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The whole page into screenshots/ (not versioned), named by the viewport's width. */
export async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true, animations: "disabled" });
}
