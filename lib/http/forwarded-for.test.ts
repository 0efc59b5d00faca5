import type { IncomingHttpHeaders } from "node:http";
import { forwardedClient, pinForwardingHeaders, trustedProxies } from "./forwarded-for";

const none = trustedProxies([]);
const proxies = trustedProxies(["127.0.0.1", "10.0.0.0/8", "fd00::/8"]);

describe("which address is the client", () => {
  test("with no trusted proxy the socket is the client, whatever X-Forwarded-For says", () => {
    expect(forwardedClient("203.0.113.7", "198.51.100.1", none)).toBe("203.0.113.7");
    expect(forwardedClient("127.0.0.1", "198.51.100.1, 198.51.100.2", none)).toBe("127.0.0.1");
    expect(forwardedClient("::ffff:203.0.113.7", undefined, none)).toBe("203.0.113.7");
  });

  test("a trusted proxy's last entry is the client", () => {
    expect(forwardedClient("127.0.0.1", "198.51.100.9", proxies)).toBe("198.51.100.9");
    expect(forwardedClient("::ffff:127.0.0.1", "spoofed, 198.51.100.9", proxies)).toBe("198.51.100.9");
    expect(forwardedClient("fd00::5", "2001:db8::1", proxies)).toBe("2001:db8::1");
  });

  test("a chain of trusted proxies is walked back to the first untrusted hop, and no further", () => {
    expect(forwardedClient("127.0.0.1", "192.0.2.66, 198.51.100.9, 10.1.2.3", proxies)).toBe("198.51.100.9");
  });

  test("an untrusted socket is the client even when it claims to be a trusted proxy's client", () => {
    expect(forwardedClient("203.0.113.7", "10.0.0.1, 198.51.100.9", proxies)).toBe("203.0.113.7");
  });

  test("a trusted proxy that sends no header is itself the client", () => {
    expect(forwardedClient("10.0.0.1", undefined, proxies)).toBe("10.0.0.1");
    expect(forwardedClient("10.0.0.1", " , ", proxies)).toBe("10.0.0.1");
  });
});

describe("the headers Next.js receives", () => {
  test("from an untrusted socket every forwarding header is dropped and X-Forwarded-For is the socket", () => {
    const headers: IncomingHttpHeaders = {
      "x-forwarded-for": "198.51.100.1",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
      forwarded: "for=198.51.100.1",
      host: "pulso.example",
    };
    pinForwardingHeaders(headers, "203.0.113.7", proxies);
    expect(headers).toEqual({ "x-forwarded-for": "203.0.113.7", host: "pulso.example" });
  });

  test("from a trusted proxy the client it names is kept, with its other headers", () => {
    const headers: IncomingHttpHeaders = { "x-forwarded-for": "192.0.2.1, 198.51.100.9", "x-forwarded-proto": "https" };
    pinForwardingHeaders(headers, "127.0.0.1", proxies);
    expect(headers).toEqual({ "x-forwarded-for": "198.51.100.9", "x-forwarded-proto": "https" });
  });
});
