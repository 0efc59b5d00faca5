import "server-only";
import { ApiError } from "../http/api-error";
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
