import type { IncomingHttpHeaders } from "node:http";
import { stripInternalHeaders } from "./internal-headers";
import { RETIRED_HEADER } from "./retired-post-answers";

test("every header of the site's own, and the policy Next.js reads a nonce from, leave a request", () => {
  const headers: IncomingHttpHeaders = {
    host: "pulso.example",
    [RETIRED_HEADER]: "gone",
    "x-pulso-anything-later": "1",
    "content-security-policy": "script-src 'nonce-elegido'",
    "content-security-policy-report-only": "default-src 'nonce-elegido'",
    "x-forwarded-for": "203.0.113.7",
    cookie: "a=b",
  };
  stripInternalHeaders(headers);
  expect(headers).toEqual({ host: "pulso.example", "x-forwarded-for": "203.0.113.7", cookie: "a=b" });
});
