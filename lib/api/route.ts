import "server-only";
import type { z } from "zod";
import { ApiError } from "../http/api-error";
import { parseFields } from "../validations/field-problems";
import { handlerRule, ruleRight, type HandlerPattern, type Rule } from "../team/route-rules";
import { requireRecentSignIn } from "../auth/recent-sign-in";
import { authorizeApiReader, requirePublisherWith, requireSameOrigin, type Caller, type Publisher } from "./authorize";
import { toErrorResponse } from "./errors";
import { readJsonBody } from "./read-json";
import { requireReadableStories } from "./story-check";

/** Who may call: nobody asked, the API's readers, this site's own pages, or a publisher holding the rule's right. */
function authorize(request: Request, rule: Rule): Promise<Caller | void> | void {
  if (rule === "public") return;
  if (rule === "reader") return authorizeApiReader(request);
  if (rule === "same-origin") return requireSameOrigin(request);
  const { right, sessionOnly } = ruleRight(rule)!;
  return requirePublisherWith(request, right, sessionOnly ? "session" : "any");
}

/** The value `schema` makes of `input`, or a 400 naming each bad field with its code and its sentence. */
export function validated<T>(schema: z.ZodType<T>, input: unknown, message: string): T {
  const parsed = parseFields(schema, input);
  if (!parsed.success) throw new ApiError("validation", message, parsed.problems);
  return parsed.data;
}

/** `by` is who called, for the revisions they save (publishers' routes only; nobody for the others). */
type Call<Body, Context> = { request: Request; context: Context; body: Body; by: Publisher };

const NOBODY: Publisher = { savedBy: "", savedById: "", role: "colaborador" };

/** A route handler bound to its row of lib/team/route-rules.ts, which lib/team/route-rules.test.ts reads back. */
export type RuledHandler<Context> = ((request: Request, context: Context) => Promise<Response>) & {
  route: HandlerPattern;
};

/**
 * Every route handler of the API and the session: authorises the caller by the route's rule for the request's method
 * (lib/team/route-rules.ts), then reads and validates the JSON body when the route takes one (`markdown` names its
 * Markdown fields, which the story worker then reads: lib/api/story-check.ts), runs the handler, and turns any exception into the API's error answer. No answer is cached.
 */
export function apiRoute<Body = undefined, Context = unknown>(
  options: {
    route: HandlerPattern;
    body?: z.ZodType<Body>;
    markdown?: (body: Body) => Record<string, string | undefined>;
    /** A change of how the person signs in, or a key: the session must have signed in lately (recent-sign-in.ts). */
    recentSignIn?: boolean;
  },
  handler: (call: Call<Body, Context>) => Promise<Response>,
): RuledHandler<Context> {
  const answer = async (request: Request, context: Context) => {
    try {
      const rule = handlerRule(options.route, request.method);
      // A handler exported without its row: a 500, never an open door (route-rules.test.ts keeps this from happening).
      if (!rule) throw new Error(`${options.route} has no rule for ${request.method}`);
      const caller = await authorize(request, rule);
      if (options.recentSignIn) requireRecentSignIn(caller?.session);
      const by = caller?.publisher ?? NOBODY;
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
  return Object.assign(answer, { route: options.route });
}
