import { hasApiCredentials, parseBasicAuth } from "./basic-auth";

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

describe("API Basic auth", () => {
  const { API_USER = "", API_PASSWORD = "" } = process.env;

  it("accepts the configured pair", () => {
    expect(hasApiCredentials(basic(API_USER, API_PASSWORD))).toBe(true);
  });

  it("refuses a wrong password, a wrong user, or nothing", () => {
    expect(hasApiCredentials(basic(API_USER, `${API_PASSWORD}x`))).toBe(false);
    expect(hasApiCredentials(basic(`${API_USER}x`, API_PASSWORD))).toBe(false);
    expect(hasApiCredentials(null)).toBe(false);
    expect(hasApiCredentials("Bearer abc")).toBe(false);
  });

  it("keeps colons that belong to the password", () => {
    expect(parseBasicAuth(basic("ana", "a:b:c"))).toEqual({ user: "ana", password: "a:b:c" });
  });
});
