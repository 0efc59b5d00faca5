import "server-only";
import { sessionTokenFrom } from "../auth/cookie";
import { hasPublishingToken } from "../auth/publishing-token";
import { isSameOrigin } from "../auth/same-origin";
import { firstAdministrador } from "../auth/accounts";
import type { Role } from "../team/roles";
import { holds, mustAddFactorFirst, type Right } from "../team/rights";
import { liveSession, type LiveSession } from "../auth/session";
import { credentials } from "../credentials";
import { db } from "../db";
import { apiCaller } from "./basic-auth";
import { ApiError } from "../http/api-error";
import { unauthorized } from "./errors";

/**
 * Who made a change, for its revision: the door (the API's Basic user name, or the e-mail of a session's account), the
 * person and their role, by which the newsroom decides which posts are theirs to change. Both newsroom writers'
 * WriteOptions and NewPost take it as it is.
 */
export type Publisher = { savedBy: string; savedById: string; role: Role };

/**
 * The API's Basic credential (API_USER/API_PASSWORD) is the bootstrap key: it acts as the first Administrador
 * (docs/team.md), and saves nothing once that account is no longer active.
 */
async function bootstrapKey(): Promise<Publisher> {
  const administrador = await firstAdministrador(db);
  if (administrador?.status !== "active") throw unauthorized();
  return { savedBy: credentials().apiUser, savedById: administrador.id, role: "administrador" };
}

/** Readers of the API present its Basic credentials or a person's key. */
export async function authorizeApiReader(request: Request): Promise<void> {
  if (!(await apiCaller(request))) throw unauthorized();
}

const crossOrigin = () => new ApiError("forbidden", "An editor session only publishes from this site's own pages.");

/** The editor's sign-in and sign-out, which only this site's own pages may send. */
export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw crossOrigin();
}

/**
 * A Basic challenge makes a browser open its own password dialog over the editor's form, so a
 * browser's fetch that sent no Authorization is challenged to sign in to the site instead.
 */
function unauthenticated(request: Request): ApiError {
  if (request.headers.get("authorization") || !request.headers.get("sec-fetch-mode")) return unauthorized();
  return new ApiError("unauthorized", "Sign in again to publish.", undefined, {
    "WWW-Authenticate": 'Session realm="editor", login="/login"',
  });
}

export const withoutPublishingToken = () =>
  new ApiError("forbidden", "Publishing with an editor session needs the token of the /createPost page.");

/**
 * The publisher, and when they came by an editor session rather than a key (Basic credentials, the bootstrap key or a
 * person's), whether that session must first add a second factor (lib/auth/factor-requirement.ts) and when its person
 * signed in (lib/auth/recent-sign-in.ts). The session's part stays beside the publisher, not in it: handlers spread
 * the publisher into the post they save.
 */
export type Caller = { publisher: Publisher; session?: Pick<LiveSession, "factorSetup" | "signedInAt"> };

async function publisherOf(request: Request): Promise<Caller> {
  const caller = await apiCaller(request);
  if (caller?.door === "bootstrap") return { publisher: await bootstrapKey() };
  if (caller) return { publisher: { savedBy: caller.keyId, savedById: caller.accountId, role: caller.role } };
  const session = await liveSession(sessionTokenFrom(request.headers.get("cookie")));
  if (!session) throw unauthenticated(request);
  if (!isSameOrigin(request)) throw crossOrigin();
  if (!hasPublishingToken(request)) throw withoutPublishingToken();
  const { account, factorSetup, signedInAt } = session;
  return {
    publisher: { savedBy: account.email, savedById: account.id, role: account.role },
    session: { factorSetup, signedInAt },
  };
}

/** A refusal for a signed-in person whose role does not hold the right; their request changes nothing. */
export const notPermitted = () =>
  new ApiError("not_permitted", "Your role in the newsroom does not allow this action.");

const sessionOnly = () => new ApiError("forbidden", "API keys are managed from an editor session, never with a key.");

const factorFirst = () =>
  new ApiError("forbidden", "Your role signs in with a second factor: add a passkey or an authenticator app first.");

/**
 * Publishing: the API's Basic credentials or a person's key (acting with their role), or an editor's session sent by
 * this site's own pages with the publishing token that only a navigation to /createPost receives
 * (lib/auth/publishing-token.ts); the publisher's role must hold `right`, and `door` may ask for a session. Answers
 * the caller, whose session the route's later checks read without a second look in the database.
 */
export async function requirePublisherWith(
  request: Request,
  right: Right,
  door: "any" | "session" = "any",
): Promise<Caller> {
  const caller = await publisherOf(request);
  const { publisher, session } = caller;
  if (!holds(publisher.role, right)) throw notPermitted();
  if (session && mustAddFactorFirst(session, right)) throw factorFirst();
  if (door === "session" && !session) throw sessionOnly();
  return caller;
}
