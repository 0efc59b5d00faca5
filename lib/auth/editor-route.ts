import "server-only";
import { ApiError } from "../http/api-error";
import { errorResponse } from "../http/error-answer";
import { editorSession } from "./editor-session";
import { sessionHolds } from "../team/rights";
import { handlerRule, ruleRight, type HandlerPattern } from "../team/route-rules";

type Answer = () => Promise<Response>;

/**
 * A route handler of the editor's own pages (a download, a frame), held by its row of lib/team/route-rules.ts: what
 * `signedOut` answers without a session, a 403 when the person's role does not hold the right.
 */
export function editorRoute(route: HandlerPattern, signedOut: () => Response | never, answer: Answer) {
  const handler = async (request: Request) => {
    const rule = handlerRule(route, request.method);
    const asked = rule && ruleRight(rule);
    if (!asked) throw new Error(`${route} is not an editor's route for ${request.method}`);
    const session = await editorSession();
    if (!session) return signedOut();
    if (!sessionHolds(session, asked.right)) {
      return errorResponse(new ApiError("not_permitted", "Your role in the newsroom does not allow this page."));
    }
    return answer();
  };
  return Object.assign(handler, { route });
}
