import { finalFlush } from "@/lib/analytics/final-flush";
import { db } from "@/lib/db";
import { GET, OPTIONS, POST } from "./route";

const SITE = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

function beacon(body: string, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/conteo`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": READER,
      "x-forwarded-for": "192.0.2.9",
      ...headers,
    },
    body,
  });
}

const send = (body: string, headers?: Record<string, string>) => POST(beacon(body, headers));
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; fields?: object } }).error;

describe("POST /conteo", () => {
  it("answers 204 with no body to a reader's beacon, and to a bot's or a prefetch's, counting only the reader's", async () => {
    const view = JSON.stringify({ path: "/contact", referrer: "https://www.google.com/" });
    const answers = [
      await send(view),
      await send(view, {
        "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
        "x-forwarded-for": "192.0.2.10",
      }),
      await send(view, { "user-agent": "", "x-forwarded-for": "192.0.2.11" }),
      await send(view, { "sec-purpose": "prefetch;prerender", "x-forwarded-for": "192.0.2.12" }),
      await send(view, { purpose: "prefetch", "x-forwarded-for": "192.0.2.13" }),
    ];
    expect(answers.map(({ status }) => status)).toEqual([204, 204, 204, 204, 204]);
    expect(await answers[0].text()).toBe("");
    expect(answers[0].headers.get("cache-control")).toBe("no-store");
    await finalFlush();
    const [counted] = await db.pageDay.findMany({
      where: { path: "/contact" },
      select: { views: true, visitors: true },
    });
    expect(counted).toEqual({ views: 1, visitors: 1 });
  });

  it.each([
    ["not JSON", "path=/", 400, "validation"],
    ["without a path", JSON.stringify({ referrer: "" }), 400, "validation"],
    ["a path with a query", JSON.stringify({ path: "/post?page=2" }), 400, "validation"],
    ["a path that is no path", JSON.stringify({ path: "https://example.com/" }), 400, "validation"],
    ["a field of its own", JSON.stringify({ path: "/", referrer: "", visitor: "x" }), 400, "validation"],
    [
      "over 1 KB",
      JSON.stringify({ path: "/", referrer: `https://example.com/${"a".repeat(1100)}` }),
      413,
      "payload_too_large",
    ],
  ])("refuses a body %s with the site's error answer", async (_, body, status, code) => {
    const response = await send(body);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).code).toBe(code);
  });

  it("names the field that is wrong", async () => {
    const error = await errorOf(await send(JSON.stringify({ path: "/post?page=2", referrer: "" })));
    expect(error.fields).toEqual({ path: expect.stringContaining("without a query") });
  });

  it("refuses a body of another type with 415", async () => {
    const response = await send(JSON.stringify({ path: "/" }), { "content-type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
  });

  it("answers another method with 405 and Allow, and OPTIONS with what it takes", async () => {
    const refused = GET(new Request(`${SITE}/conteo`));
    expect(refused.status).toBe(405);
    expect(refused.headers.get("allow")).toBe("OPTIONS, POST");
    expect(OPTIONS(new Request(`${SITE}/conteo`, { method: "OPTIONS" })).headers.get("allow")).toBe("OPTIONS, POST");
  });
});
