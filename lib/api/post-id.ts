import "server-only";
import { ApiError } from "../http/api-error";
import { API_KEY_ID } from "../keys/secret-hash";
import { postIdSchema } from "../validations/post";

type IdContext = { params: Promise<{ id: string }> };

/** The `{id}` of an address under /edmNews/: one that is no slug names nothing, as `nothing(id)` says. */
async function slugOf(context: IdContext, nothing: (id: string) => string): Promise<string> {
  const { id } = await context.params;
  if (!postIdSchema.safeParse(id).success) throw new ApiError("not_found", nothing(id));
  return id;
}

export const postIdOf = (context: IdContext) => slugOf(context, (id) => `No post has the id "${id}".`);

/** An event's id follows a post's rules (lib/validations/event.ts). */
export const eventIdOf = (context: IdContext) => slugOf(context, (id) => `No event has the id "${id}".`);

/** What a change sends as the version it saw. */
export const ifMatchOf = (request: Request) => request.headers.get("if-match");

const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The `{id}` of an address under /edmNews/team/: an account's id is a UUID, and anything else names nobody. */
export async function memberIdOf(context: IdContext): Promise<string> {
  const { id } = await context.params;
  if (!ACCOUNT_ID.test(id)) throw new ApiError("not_found", `No account has the id "${id}".`);
  return id;
}

/** The `{id}` of an address under /edmNews/keys/: a key's public id, and anything else names no key. */
export async function apiKeyIdOf(context: IdContext): Promise<string> {
  const { id } = await context.params;
  if (!API_KEY_ID.test(id)) throw new ApiError("not_found", `You have no key with the id "${id}".`);
  return id;
}

/** The `{id}` of an address under /edmNews/account/passkeys/: a credential's id, base64url of at most 1023 bytes. */
export async function passkeyIdOf(context: IdContext): Promise<string> {
  const { id } = await context.params;
  if (!/^[\w-]{1,1366}$/.test(id)) throw new ApiError("not_found", "You have no passkey with that id.");
  return id;
}
