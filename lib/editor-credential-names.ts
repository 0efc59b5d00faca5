// The names the editor's credentials travel under. Pure, and outside lib/auth, whose modules are server-only: the
// editor's pages send the publishing token under its header, and the proxy's configuration (deploy/nginx.conf, filled
// by scripts/operations/cluster/) reads the session's name here to keep every request that carries it out of its cache.

export const SESSION_COOKIE = "editor_session";
export const DEVICE_COOKIE = "editor_device";
/** Over https the __Host- prefix also pins a cookie to this exact host, path / and Secure. */
export const HTTPS_COOKIE_PREFIX = "__Host-";

/** Sent by the editor's forms and checked by lib/auth/publishing-token.ts. */
export const PUBLISHING_TOKEN_HEADER = "X-Publishing-Token";
