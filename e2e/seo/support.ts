import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { newPost, publish, type NewPost } from "../support/posts";

export const SCRIPT_ATTACK = "</script><script>window.__pwned=1</script>";

/**
 * Among the posts of a day the newest publication comes first, so a post just published with today's date makes the
 * feed's latest 20 whatever the other suites published before it (they date theirs 2019, today, or a few 2099).
 */
import { todayInMexicoCity } from "../support/today";

export { todayInMexicoCity };

/** Publishes a post through the real API, as the editor's tools do, and returns what was sent. */
export async function publishPost(request: APIRequestContext, overrides: Partial<NewPost> = {}): Promise<NewPost> {
  const post = newPost(overrides);
  const response = await publish(request, post);
  expect(response.status(), await response.text()).toBe(201);
  return post;
}

/**
 * A cached document is refreshed by the publication but may be served stale once; ask until the fresh one answers.
 */
export async function fetchUntil(request: APIRequestContext, path: string, contains: string): Promise<string> {
  let body = "";
  await expect
    .poll(
      async () => {
        body = await (await request.get(path)).text();
        return body.includes(contains);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return body;
}

/**
 * Parses XML with the browser's own DOMParser (it throws on anything not well-formed) and answers, for every element
 * with that local name, the text of each descendant element by its local name ("loc", "title", "publication_date").
 */
export async function readXml(page: Page, xml: string, localName: string): Promise<Record<string, string>[]> {
  return page.evaluate(
    ({ xml, localName }) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0];
      if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
      return Array.from(doc.getElementsByTagNameNS("*", localName), (element) => {
        const fields: Record<string, string> = {};
        for (const child of Array.from(element.getElementsByTagName("*"))) {
          fields[child.localName] ??= child.textContent ?? "";
        }
        for (const attribute of Array.from(element.attributes)) fields[`@${attribute.name}`] = attribute.value;
        return fields;
      });
    },
    { xml, localName },
  );
}
