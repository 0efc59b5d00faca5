import { desktopOnly, expect, test } from "../support/test";
import { apiAuthorization } from "../support/environment";
import { newPost } from "../support/posts";
import { uniqueTopic } from "./topics";

const auth = { Authorization: apiAuthorization };

test.describe("topics through the API", () => {
  test(
    "createNews takes topics and answers them; PATCH replaces them, or leaves them be without the field",
    desktopOnly("the API does not depend on the screen"),
    async ({ request }) => {
      const [techno, city] = [uniqueTopic("Techno"), uniqueTopic("Mérida")];
      const post = newPost();
      const created = await request.post("/edmNews/createNews", {
        data: { ...post, topics: [techno.name, techno.name.toUpperCase(), city.name] },
        headers: auth,
      });
      expect(created.status()).toBe(201);
      const expected = [techno, city].map(({ slug, name }) => ({ slug, name }));
      expect((await created.json()).topics).toEqual(expected);

      const retitled = await request.patch(`/edmNews/${post.id}`, { data: { title: "Otro título" }, headers: auth });
      expect((await retitled.json()).topics).toEqual(expected);
      const replaced = await request.patch(`/edmNews/${post.id}`, { data: { topics: [city.name] }, headers: auth });
      expect(replaced.headers()["etag"]).toBe('"3"');
      expect((await replaced.json()).topics).toEqual([expected[1]]);
      expect((await (await request.get(`/edmNews/${post.id}`, { headers: auth })).json()).topics).toEqual([
        expected[1],
      ]);
    },
  );

  test(
    "bad topics are a 400 naming the problem, and nothing is stored",
    desktopOnly("the API does not depend on the screen"),
    async ({ request }) => {
      const cases: [unknown, string][] = [
        [Array.from({ length: 9 }, (_, index) => `Tema ${index}`), "must name at most 8 different topics"],
        [["Techno", "   "], 'topic 2 ("") must not be empty'],
        [["x".repeat(41)], "must be at most 40 characters"],
        [["¡¿★?!"], "needs a letter or a digit"],
        ["Techno", "must be a list of text"],
      ];
      for (const [topics, message] of cases) {
        const post = newPost();
        const response = await request.post("/edmNews/createNews", { data: { ...post, topics }, headers: auth });
        expect(response.status(), message).toBe(400);
        expect((await response.json()).error.fields.topics).toContain(message);
        expect((await request.get(`/edmNews/${post.id}`, { headers: auth })).status()).toBe(404);
      }
    },
  );

  test(
    "GET /edmNews/topics suggests existing topics on folded text, to publishers only",
    desktopOnly("the API does not depend on the screen"),
    async ({ request }) => {
      const topic = uniqueTopic("Cancún");
      await request.post("/edmNews/createNews", { data: { ...newPost(), topics: [topic.name] }, headers: auth });
      const typed = topic.name.toUpperCase().replace("Ú", "U");
      expect((await request.get(`/edmNews/topics?q=${encodeURIComponent(typed)}`)).status()).toBe(401);
      const found = await request.get(`/edmNews/topics?q=${encodeURIComponent(typed)}`, { headers: auth });
      expect(await found.json()).toEqual({ topics: [{ slug: topic.slug, name: topic.name }] });
      const tooLong = await request.get(`/edmNews/topics?q=${"x".repeat(41)}`, { headers: auth });
      expect(tooLong.status()).toBe(400);
    },
  );
});
