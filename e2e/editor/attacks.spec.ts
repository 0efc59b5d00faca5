import { desktopOnly, expect, test } from "../support/test";
import { apiAuthorization, E2E_BASE_URL } from "../support/environment";
import { newPost } from "../support/posts";
import { publishingTokenOf, requestFrom, SAME_ORIGIN, signInAsEditor } from "./editor";

type OpenerWindow = Window & { opened?: Window | null };

test.describe("who the client is", desktopOnly("the throttle does not depend on the screen"), () => {
  const guess = (from: string, forwardedFor: string, i: number) =>
    requestFrom(from, `${E2E_BASE_URL}/session`, {
      method: "POST",
      headers: { ...SAME_ORIGIN, "X-Forwarded-For": forwardedFor },
      body: { email: `spoof-${from}-${i}@pulso.test`, password: "adivina" },
    });

  test("X-Forwarded-For from a socket that is no trusted proxy changes nothing: the socket is locked", async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await guess("127.0.0.2", `198.51.100.${100 + i}`, i)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  test("the trusted proxy's X-Forwarded-For names the client", async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await guess("127.0.0.1", `198.51.100.${120 + i}`, i)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 401]);
  });
});

test.describe("publishing with the editor's session", desktopOnly("the token does not depend on the screen"), () => {
  test("without the publishing token or with a wrong one: 403 and nothing stored; with it: 201", async ({ page }) => {
    await signInAsEditor(page);
    await page.goto("/createPost");
    const token = await publishingTokenOf(page);
    const post = newPost();
    const wrongTokens: Record<string, string>[] = [
      {},
      { "X-Publishing-Token": "" },
      { "X-Publishing-Token": `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` },
    ];
    for (const headers of wrongTokens) {
      const refused = await page.request.post("/edmNews/createNews", {
        data: post,
        headers: { ...SAME_ORIGIN, ...headers },
      });
      expect(refused.status(), JSON.stringify(headers)).toBe(403);
      expect((await refused.json()).error.code).toBe("forbidden");
    }
    const stored = () => page.request.get(`/edmNews/${post.id}`, { headers: { Authorization: apiAuthorization } });
    expect((await stored()).status()).toBe(404);

    const accepted = await page.request.post("/edmNews/createNews", {
      data: post,
      headers: { ...SAME_ORIGIN, "X-Publishing-Token": token },
    });
    expect(accepted.status()).toBe(201);
    expect((await stored()).status()).toBe(200);
  });

  test("a script on a public page gets no token: not by fetch, not from a window it opens, not from any page", async ({
    page,
  }) => {
    await signInAsEditor(page);
    await page.goto("/createPost");
    const token = await publishingTokenOf(page);
    await page.goto("/team");
    const opening = page.context().waitForEvent("page");
    const fetched = await page.evaluate(async () => {
      const text = await (await fetch("/createPost", { credentials: "same-origin" })).text();
      (window as OpenerWindow).opened = window.open("/createPost");
      return text;
    });
    // The window holds the editor's form, token and all: had the script any way into it, it would have it now.
    const opened = await opening;
    await expect(opened.getByRole("heading", { name: "Nueva publicación" })).toBeVisible();
    const seen = await page.evaluate(async (post) => {
      const opened = (window as OpenerWindow).opened;
      let openedDocument: string;
      try {
        openedDocument = opened?.document?.documentElement?.outerHTML ?? "no document";
      } catch (error) {
        openedDocument = `refused: ${error}`;
      }
      const publishing = await fetch("/edmNews/createNews", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify(post),
      });
      return { openedDocument, publishing: publishing.status };
    }, newPost());
    expect(fetched).toContain("Nueva publicación");
    expect(fetched).not.toContain(token);
    expect(seen.openedDocument).not.toContain(token);
    expect(seen.openedDocument).not.toContain("Nueva publicación");
    expect(seen.publishing).toBe(403);
    for (const path of ["/", "/post", "/team", "/contact", "/cookies", "/privacidad", "/login", "/sitemap.xml"]) {
      expect(await (await page.request.get(path)).text(), path).not.toContain(token);
    }
  });
});
