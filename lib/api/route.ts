import "server-only";
import type { z } from "zod";
import { ApiError } from "../http/api-error";
import { parseFields } from "../validations/field-problems";
import { authorizeApiReader, requirePublisher, requireSameOrigin, type Publisher } from "./authorize";
import { toErrorResponse } from "./errors";
import { readJsonBody } from "./read-json";
import { requireReadableStories } from "./story-check";

/** Who may call a route: the API's readers, publishers (see requirePublisher), or this site's own pages. */
const ACCESS = {
  reader: authorizeApiReader,
  publisher: requirePublisher,
  "same-origin": requireSameOrigin,
} satisfies Record<string, (request: Request) => Promise<Publisher | void> | void>;

/** The value `schema` makes of `input`, or a 400 naming each bad field with its code and its sentence. */
export function validated<T>(schema: z.ZodType<T>, input: unknown, message: string): T {
  const parsed = parseFields(schema, input);
  if (!parsed.success) throw new ApiError("validation", message, parsed.problems);
  return parsed.data;
}

/** `by` is who called, for the revisions they save (publishers' routes only; nobody for the others). */
type Call<Body, Context> = { request: Request; context: Context; body: Body; by: Publisher };

const NOBODY: Publisher = { savedBy: "", savedById: "" };

/**
 * Every route handler of the API and the session: authorises the caller, then reads and validates the JSON body when
 * the route takes one (`markdown` names its Markdown fields, which the story worker then reads: lib/api/story-check.ts),
 * runs the handler, and turns any exception into the API's error answer. No answer is cached.
 */
export function apiRoute<Body = undefined, Context = unknown>(
  options: {
    access: keyof typeof ACCESS;
    body?: z.ZodType<Body>;
    markdown?: (body: Body) => Record<string, string | undefined>;
  },
  handler: (call: Call<Body, Context>) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    try {
      const by = (await ACCESS[options.access](request)) ?? NOBODY;
      const body =
        options.body && validated(options.body, await readJsonBody(request), "Some fields are missing or invalid.");
      if (options.markdown) await requireReadableStories(options.markdown(body as Body));
      const response = await handler({ request, context, body: body as Body, by });
      response.headers.set("Cache-Control", "no-store");
      return response;
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
