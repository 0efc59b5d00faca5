import { isSameOrigin } from "./same-origin";

const SITE = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;

function post(headers: Record<string, string>): Request {
  return new Request("http://127.0.0.1:4000/edmNews/createNews", {
    method: "POST",
    headers: { host: "127.0.0.1:4000", ...headers },
  });
}

describe("same-origin proof for a session", () => {
  test("the site's own origin, or the origin the request was addressed to, is accepted", () => {
    expect(isSameOrigin(post({ origin: SITE }))).toBe(true);
    expect(isSameOrigin(post({ origin: "http://127.0.0.1:4000" }))).toBe(true);
  });

  test("a browser that sends no Origin proves it with Sec-Fetch-Site: same-origin", () => {
    expect(isSameOrigin(post({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOrigin(post({ "sec-fetch-site": "same-site" }))).toBe(false);
    expect(isSameOrigin(post({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOrigin(post({}))).toBe(false);
  });

  test("foreign origins and Origin: null are refused, whatever Sec-Fetch-Site claims", () => {
    expect(isSameOrigin(post({ origin: "https://evil.example" }))).toBe(false);
    expect(isSameOrigin(post({ origin: "null", "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isSameOrigin(post({ origin: "http://127.0.0.1:4000.evil.example" }))).toBe(false);
    expect(isSameOrigin(post({ origin: "https://127.0.0.1:4000" }))).toBe(false);
  });
});
