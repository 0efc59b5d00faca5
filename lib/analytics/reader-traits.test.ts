import { deviceClassOf } from "./device-class";
import { KnownPaths } from "./known-paths";
import { referrerHostOf } from "./referrer-host";
import { isBot, isPrefetch } from "./uncounted-requests";

describe("what the counter keeps of a request", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1", "movil"],
    ["Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36", "movil"],
    ["Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/130.0 Safari/537.36", "tableta"],
    ["Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", "tableta"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36", "escritorio"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15", "escritorio"],
  ])("reads the device class of %s as %s", (userAgent, device) => {
    expect(deviceClassOf(userAgent)).toBe(device);
  });

  it.each([
    ["https://www.google.com/search?q=edc+mexico", "google.com"],
    ["https://l.facebook.com/l.php?u=x", "l.facebook.com"],
    ["http://t.co/abc", "t.co"],
    ["https://www.pulso.test/post/otra-nota", ""],
    ["android-app://com.google.android.gm/", ""],
    ["no es una dirección", ""],
    ["", ""],
    ["https://WWW.Ejemplo.COM./nota", "ejemplo.com"],
    ["https://bücher.example/", "xn--bcher-kva.example"],
    [`https://${"a".repeat(64)}.com/`, ""],
    [`https://${"a".repeat(800)}.com/`, ""],
    [`https://${Array(64).fill("abc").join(".")}/`, ""],
    [`https://${Array(63).fill("abc").join(".")}/`, Array(63).fill("abc").join(".")],
    ["https://[2001:db8::1]/", ""],
    ["https://a_b.com/", ""],
  ])("keeps of the referrer %j only its host: %j", (referrer, host) => {
    expect(referrerHostOf(referrer, "pulso.test")).toBe(host);
  });

  it("leaves out bots, requests without a user agent, prefetches and prerenders", () => {
    expect(isBot("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isBot("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/130.0 Safari/537.36")).toBe(true);
    expect(isBot("curl/8.5.0")).toBe(true);
    expect(isBot(" ")).toBe(true);
    expect(isBot("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36")).toBe(false);
    const headers = (entries: Record<string, string>) => new Headers(entries);
    expect(isPrefetch(headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({}))).toBe(false);
  });

  it("remembers at most so many public and so many unknown paths, each for a while", () => {
    const known = new KnownPaths(2, 1_000);
    known.remember("/post/a", true, 0);
    for (const path of ["/x1", "/x2", "/x3", "/x4"]) known.remember(path, false, 0);
    expect(known.get("/post/a", 999)).toBe(true);
    expect(known.get("/x4", 999)).toBe(false);
    expect(known.get("/x1", 999)).toBeUndefined();
    expect(known.get("/post/a", 1_000)).toBeUndefined();
  });
});
