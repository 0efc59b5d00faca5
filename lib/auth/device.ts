import "server-only";
import { randomBytes } from "node:crypto";
import { sameSecret } from "../same-secret";
import { keyed } from "./credentials-key";

/**
 * A browser where the editor signed in before carries "<id>.<signature>" in an HttpOnly cookie. Only
 * the server can sign one, and only after a successful sign-in, so an attacker cannot make one up;
 * a change of the editor's credentials voids them all.
 */
export function newDevice(): string {
  const id = randomBytes(16).toString("base64url");
  return `${id}.${keyed("device", id)}`;
}

/** The device's id when the cookie's signature holds, otherwise null. */
export function verifiedDevice(cookie: string | undefined): string | null {
  const [id, signature, ...rest] = (cookie ?? "").split(".");
  if (!id || !signature || rest.length > 0) return null;
  return sameSecret(signature, keyed("device", id)) ? id : null;
}
