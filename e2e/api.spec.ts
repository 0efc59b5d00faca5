import { expect, test } from "@playwright/test";
import { apiAuthorization } from "./support/environment";

test.describe("news API", () => {
  test.skip(({ isMobile }) => isMobile, "the API does not depend on the screen");

  test("GET /edmNews answers the list newest first behind Basic auth", async ({ request }) => {
    const refused = await request.get("/edmNews");
    expect(refused.status()).toBe(401);
    const response = await request.get("/edmNews", { headers: { Authorization: apiAuthorization } });
    expect(response.status()).toBe(200);
    const posts = (await response.json()) as { date: string }[];
    expect(posts.length).toBeGreaterThan(0);
    const dates = posts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
