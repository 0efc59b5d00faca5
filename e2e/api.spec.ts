import http from "node:http";
import { type APIRequestContext } from "@playwright/test";
import { desktopOnly, expect, test } from "./support/test";
import { E2E_BASE_URL, apiAuthorization, e2eCredentials } from "./support/environment";
import { newPost, publish } from "./support/posts";

const auth = { Authorization: apiAuthorization };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

async function expectHealthy(request: APIRequestContext) {
  expect((await request.get("/edmNews?limit=1", { headers: auth })).status()).toBe(200);
}

/** A chunked upload with no Content-Length, so only the bytes actually read can reveal its size. */
function postChunked(bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${E2E_BASE_URL}/edmNews/createNews`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: apiAuthorization, "Transfer-Encoding": "chunked" },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    const chunk = Buffer.alloc(4096, 0x20);
    for (let sent = 0; sent < bytes; sent += chunk.length) request.write(chunk);
    request.end();
  });
}

test.describe("news API", desktopOnly("the API does not depend on the screen"), () => {
  test("GET /edmNews answers the list fields, newest first", async ({ request }) => {
    const response = await request.get("/edmNews", { headers: auth });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    const posts = (await response.json()) as Record<string, string>[];
    expect(posts.length).toBeGreaterThan(0);
    expect(Object.keys(posts[0]).sort()).toEqual(["date", "description", "id", "image", "title"]);
    const dates = posts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test("GET /edmNews takes limit and offset and refuses bad values with 400", async ({ request }) => {
    const all = (await (await request.get("/edmNews", { headers: auth })).json()) as { id: string }[];
    const window = await request.get("/edmNews?limit=2&offset=1", { headers: auth });
    expect(window.status()).toBe(200);
    expect(((await window.json()) as { id: string }[]).map((post) => post.id)).toEqual(
      all.slice(1, 3).map((post) => post.id),
    );
    for (const query of ["limit=0", "limit=-1", "limit=abc", "offset=-5", "limit=1.5", "limit=100000"]) {
      const refused = await request.get(`/edmNews?${query}`, { headers: auth });
      expect(refused.status(), query).toBe(400);
      const { error } = await refused.json();
      expect(error.code).toBe("validation");
      expect(Object.keys(error.fields)).toContain(query.split("=")[0]);
      expect(["not_a_whole_number", "out_of_range"]).toContain(error.fieldCodes[query.split("=")[0]]);
    }
  });

  test("POST /edmNews/createNews answers 201 with the stored post and its Location", async ({ request }) => {
    const post = newPost({ title: "  Título con espacios  " });
    const created = await publish(request, post);
    expect(created.status()).toBe(201);
    expect(created.headers()["location"]).toBe(`/edmNews/${post.id}`);
    expect(await created.json()).toEqual({ ...post, title: "Título con espacios" });

    const fetched = await request.get(`/edmNews/${post.id}`, { headers: auth });
    expect(fetched.status()).toBe(200);
    const { id, image, title, introduction, climax, conclusion, author, date } = post;
    // The specification's fields, as always; the newsroom adds the post's state and dates beside them.
    expect(await fetched.json()).toMatchObject({
      id,
      image,
      title: title.trim(),
      introduction,
      climax,
      conclusion,
      author,
      date,
      status: "published",
    });
  });

  test("GET /edmNews/{id} answers 404 with a JSON error when the post is absent", async ({ request }) => {
    for (const id of ["no-existe", "MAYUSCULAS", "%3Cscript%3E"]) {
      const response = await request.get(`/edmNews/${id}`, { headers: auth });
      expect(response.status(), id).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
  });

  test("401 for missing or wrong credentials, the same body whichever part was wrong", async ({ request }) => {
    const answers = [
      await request.get("/edmNews"),
      await request.get("/edmNews", { headers: { Authorization: basic(e2eCredentials.apiUser, "wrong") } }),
      await request.get("/edmNews", { headers: { Authorization: basic("wrong", e2eCredentials.apiPassword) } }),
      await request.get("/edmNews/no-existe"),
      await request.post("/edmNews/createNews", { data: newPost() }),
    ];
    const bodies = new Set<string>();
    for (const answer of answers) {
      expect(answer.status()).toBe(401);
      expect(answer.headers()["www-authenticate"]).toBe('Basic realm="EDM News API", charset="UTF-8"');
      bodies.add(await answer.text());
    }
    expect(bodies.size).toBe(1);
    await expectHealthy(request);
  });

  test("400 names every bad field and for malformed JSON; nothing is stored", async ({ request }) => {
    const bad = newPost({ id: "Con Espacios", image: "ftp://x", date: "2025-02-30", climax: "   " });
    const refused = await publish(request, bad);
    expect(refused.status()).toBe(400);
    const { error } = await refused.json();
    expect(error.code).toBe("validation");
    expect(Object.keys(error.fields).sort()).toEqual(["climax", "date", "id", "image"]);
    expect(error.fields.climax).toBe("must not be empty");
    expect(error.fieldCodes).toEqual({ climax: "required", date: "not_a_date", id: "not_a_slug", image: "not_a_url" });

    const malformed = await request.post("/edmNews/createNews", {
      headers: { ...auth, "Content-Type": "application/json" },
      data: Buffer.from('{"id": "roto",'),
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error.message).toMatch(/JSON/);
    expect((await request.get("/edmNews/roto", { headers: auth })).status()).toBe(404);
    await expectHealthy(request);
  });

  test("400 naming the field and the link for a body's unsafe link or photo; nothing is stored", async ({
    request,
  }) => {
    const bad = newPost({
      introduction: "Compra [aquí](javascript:alert(1))",
      conclusion: "![foto](data:image/png;base64,AA)",
    });
    const refused = await publish(request, bad);
    expect(refused.status()).toBe(400);
    const { error } = await refused.json();
    expect(error.fieldCodes).toEqual({ introduction: "unsafe_link", conclusion: "unsafe_link" });
    expect(error.fields.introduction).toContain('"javascript:alert(1)"');
    expect(error.fields.conclusion).toContain('"data:image/png;base64,AA"');
    expect((await request.get(`/edmNews/${bad.id}`, { headers: auth })).status()).toBe(404);
  });

  test("409 for an id that exists, and the stored post stays untouched", async ({ request }) => {
    const original = newPost();
    expect((await publish(request, original)).status()).toBe(201);
    const duplicate = await publish(request, { ...original, title: "Otro título" });
    expect(duplicate.status()).toBe(409);
    expect((await duplicate.json()).error).toMatchObject({
      code: "conflict",
      fields: { id: "already exists" },
      fieldCodes: { id: "taken" },
    });
    const stored = await (await request.get(`/edmNews/${original.id}`, { headers: auth })).json();
    expect(stored.title).toBe(original.title);
  });

  test("413 for a body over 64 KB, by Content-Length and by the bytes read", async ({ request }) => {
    const declared = await request.post("/edmNews/createNews", {
      headers: { ...auth, "Content-Type": "application/json" },
      data: JSON.stringify(newPost({ introduction: "x".repeat(70 * 1024) })),
    });
    expect(declared.status()).toBe(413);
    expect((await declared.json()).error.code).toBe("payload_too_large");

    const streamed = await postChunked(200 * 1024);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).error.code).toBe("payload_too_large");
    await expectHealthy(request);
  });

  test("415 for a content type other than JSON", async ({ request }) => {
    const response = await request.post("/edmNews/createNews", {
      headers: { ...auth, "Content-Type": "text/plain" },
      data: JSON.stringify(newPost()),
    });
    expect(response.status()).toBe(415);
    expect((await response.json()).error.code).toBe("unsupported_media_type");
    await expectHealthy(request);
  });

  test("400 naming the field for a lone UTF-16 surrogate in any JSON body; nothing is stored", async ({ request }) => {
    const post = newPost();
    // Written by hand: JSON.stringify would never produce the escape of half a character.
    const raw = JSON.stringify(post).replace(`"title":"${post.title}"`, '"title":"x\\ud800y"');
    const refused = await request.post("/edmNews/createNews", {
      headers: { ...auth, "Content-Type": "application/json" },
      data: Buffer.from(raw),
    });
    expect(refused.status()).toBe(400);
    const { error } = await refused.json();
    expect(error.code).toBe("validation");
    expect(error.fieldCodes).toEqual({ title: "malformed_text" });
    expect((await request.get(`/edmNews/${post.id}`, { headers: auth })).status()).toBe(404);

    const signIn = await request.post("/session", {
      headers: { "Content-Type": "application/json", Origin: E2E_BASE_URL },
      data: Buffer.from(`{"email": "editor\\udc00@pulso.test", "password": "${e2eCredentials.adminPassword}"}`),
    });
    expect(signIn.status()).toBe(400);
    expect(Object.keys((await signIn.json()).error.fields)).toEqual(["email"]);
    await expectHealthy(request);
  });

  test("a lone surrogate's bytes in an address or a query (invalid UTF-8) are the client's error, never a 5xx", async ({
    request,
  }) => {
    const loneSurrogate = "%ED%A0%80";
    const answers = {
      [`/post/${loneSurrogate}`]: 400,
      [`/edmNews/${loneSurrogate}`]: 400,
      [`/edmNews?limit=${loneSurrogate}`]: 400,
      [`/edmNews?offset=${loneSurrogate}`]: 400,
      [`/post?page=${loneSurrogate}`]: 404,
      [`/sitemap/${loneSurrogate}.xml`]: 400,
    };
    for (const [address, status] of Object.entries(answers)) {
      expect((await request.get(address, { headers: auth })).status(), address).toBe(status);
    }
    await expectHealthy(request);
  });
});
