import "server-only";

/** The site's settings for server code inside Next.js (see env-schema.ts): parsed once, a bad value named. */
export { settings as env } from "./env-schema";
