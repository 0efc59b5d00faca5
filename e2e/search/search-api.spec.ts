import fs from "node:fs";
import { desktopOnly, expect, test } from "../support/test";
import { apiAuthorization } from "../support/environment";
import { newPost, publish } from "../support/posts";
import { uniqueWord } from "../support/unique-word";

const headers = { Authorization: apiAuthorization };

test.describe("search through the API", () => {
  test(
    "a post published through the API is found at once, in /buscar's order",
    desktopOnly("the API does not depend on the screen"),
    async ({ request }) => {
      const word = uniqueWord();
      const inBody = newPost({ conclusion: `Cierre con ${word}.` });
      const inTitle = newPost({ title: `${word} en el título` });
      for (const post of [inBody, inTitle]) expect((await publish(request, post)).status()).toBe(201);
      const answer = await request.get(`/edmNews?q=${word}`, { headers });
      expect(answer.status()).toBe(200);
      const found = await answer.json();
      expect(found.map((post: { id: string }) => post.id)).toEqual([inTitle.id, inBody.id]);
      expect(Object.keys(found[0]).sort()).toEqual(["date", "description", "id", "image", "title"]);
      const page = await (await request.get(`/buscar?q=${word}`)).text();
      expect(page.indexOf(`/post/${inTitle.id}`)).toBeLessThan(page.indexOf(`/post/${inBody.id}`));
      const second = await request.get(`/edmNews?q=${word}&limit=1&offset=1`, { headers });
      expect((await second.json()).map((post: { id: string }) => post.id)).toEqual([inBody.id]);
    },
  );

  test(
    "refuses a query longer than 500 characters, or one combined with a state, naming it",
    desktopOnly("the API does not depend on the screen"),
    async ({ request }) => {
      const long = await request.get(`/edmNews?q=${"a".repeat(501)}`, { headers });
      expect(long.status()).toBe(400);
      expect(JSON.stringify(await long.json())).toContain("q must be at most 500 characters");
      const both = await request.get("/edmNews?q=techno&status=draft", { headers });
      expect(both.status()).toBe(400);
      expect(JSON.stringify(await both.json())).toContain("cannot be combined with status");
      expect((await request.get(`/edmNews?q=${encodeURIComponent('"*NEAR(')}`, { headers })).status()).toBe(200);
    },
  );

  test("nginx's cacheable map leaves /buscar out", desktopOnly("the API does not depend on the screen"), () => {
    const nginx = fs.readFileSync("deploy/nginx.conf", "utf8");
    const publicMap = nginx.slice(nginx.indexOf("map $uri $pulso_public"));
    expect(publicMap).toContain("default 0;");
    expect(nginx).not.toMatch(/buscar/);
  });
});
