/**
 * Sent by the post form and checked by lib/auth/publishing-token.ts; a module of its own, so the
 * browser bundle takes no server code with it.
 */
export const PUBLISHING_TOKEN_HEADER = "X-Publishing-Token";
