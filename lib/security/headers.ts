import { PLAYER_ORIGINS } from "../story/embeds";

/**
 * The editor's pages (each with the pages under it) render per request, so they get a nonce; every other page is
 * served from the cache.
 */
export const EDITOR_PATHS = ["/login", "/createPost", "/editor"] as const;

export const isEditorPage = (pathname: string) =>
  EDITOR_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`.trim())
    .join("; ");

const shared = {
  "default-src": "'self'",
  "font-src": "'self'",
  "connect-src": "'self'",
  "object-src": "'none'",
  "base-uri": "'self'",
  "form-action": "'self'",
  "frame-ancestors": "'none'",
  // A story's players, loaded only when the reader presses a poster (the editor's preview draws the same posters).
  "frame-src": PLAYER_ORIGINS.join(" "),
};

/**
 * Cached pages are rendered once for every reader, so no per-request nonce can be in them; Next's inline
 * RSC payload scripts therefore need 'unsafe-inline'. External scripts, plugins, <base> and framing stay blocked.
 * Post images may come from any https host (shown as plain lazy <img> when not optimised).
 */
export const publicContentSecurityPolicy = policy({
  ...shared,
  "script-src": "'self' 'unsafe-inline'",
  "style-src": "'self' 'unsafe-inline'",
  "img-src": "'self' data: blob: https:",
});

/** Only scripts carrying this request's nonce run, and what they load ('strict-dynamic'). */
export function editorContentSecurityPolicy(nonce: string): string {
  return policy({
    ...shared,
    "script-src": `'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src": `'self' 'nonce-${nonce}'`,
    // The preview shows a post's image from wherever it is, as its public page does.
    "img-src": "'self' data: blob: https:",
    // The boletín's page frames the next edition's mail, served by the site itself.
    "frame-src": `'self' ${shared["frame-src"]}`,
  });
}

/**
 * The boletín's preview is the mail itself: its styles are inline attributes, as mail programs need, and it runs no
 * script. Framed only by the boletín's page; with frame-ancestors set, browsers ignore X-Frame-Options' DENY.
 */
export const mailPreviewContentSecurityPolicy = policy({
  "default-src": "'none'",
  "img-src": "'self' data: https:",
  "style-src": "'unsafe-inline'",
  "base-uri": "'none'",
  "form-action": "'none'",
  "frame-ancestors": "'self'",
});

export const HSTS = "max-age=63072000; includeSubDomains";

export const commonSecurityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
];

const editorPattern = EDITOR_PATHS.map((path) => path.slice(1)).join("|");

/** The headers() entries of next.config.ts; the editor's CSP comes from proxy.ts instead. */
export function securityHeaderRoutes(siteUrl: string | undefined) {
  const servedOverHttps = siteUrl?.startsWith("https://") ?? false;
  return [
    {
      source: "/:path*",
      headers: [
        ...commonSecurityHeaders,
        ...(servedOverHttps ? [{ key: "Strict-Transport-Security", value: HSTS }] : []),
      ],
    },
    {
      source: `/((?!(?:${editorPattern})(?:/|$)).*)`,
      headers: [{ key: "Content-Security-Policy", value: publicContentSecurityPolicy }],
    },
    {
      // The boletín's pages are one reader's business: none belongs in a search engine's results.
      source: "/boletin/:path*",
      headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }],
    },
    {
      // A link's page carries its token in its address: no other site is told it, and this site's own forms (the
      // page's button, the footer's signup) still send their Origin, which "no-referrer" would turn into "null".
      source: "/boletin/(confirmar|baja)",
      headers: [{ key: "Referrer-Policy", value: "same-origin" }],
    },
    ...["/createPost", "/editor/:path*"].map((source) => ({
      // The window a public page's script opens on a page holding the publishing token is in another browsing
      // context group, so that script cannot read the token from its document.
      source,
      headers: [{ key: "Cross-Origin-Opener-Policy", value: "same-origin" }],
    })),
    {
      // Behind a TLS-terminating proxy the site is https even when SITE_URL was not at build time.
      source: "/:path*",
      has: [{ type: "header" as const, key: "x-forwarded-proto", value: "https" }],
      headers: [{ key: "Strict-Transport-Security", value: HSTS }],
    },
  ];
}
