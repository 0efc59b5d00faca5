import "server-only";
import { ApiError } from "../http/api-error";
import { postIdSchema } from "../validations/post";

/** The `{id}` of an address under /edmNews/: one that is no slug names no post. */
export async function postIdOf(context: { params: Promise<{ id: string }> }): Promise<string> {
  const { id } = await context.params;
  if (!postIdSchema.safeParse(id).success) throw new ApiError("not_found", `No post has the id "${id}".`);
  return id;
}

/** What a change sends as the version it saw. */
export const ifMatchOf = (request: Request) => request.headers.get("if-match");
