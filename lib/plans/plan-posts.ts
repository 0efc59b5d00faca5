// The POSTs of a reader's plan: making one from the timetable's form, changing it and revoking it from its page. A
// browser's form gets a 303 to the page (so a reload sends nothing again); the timetable's script asks for JSON.
import "server-only";
import { toErrorResponse } from "@/lib/api/errors";
import { clientAddress } from "@/lib/auth/client-address";
import { isSameOrigin } from "@/lib/auth/same-origin";
import { clientMeter, clientOf } from "@/lib/client-meter";
import { EventNotFoundError } from "@/lib/events/errors";
import { SET_KEY_MAX_LENGTH, SET_KEY_PATTERN } from "@/lib/events/set-keys";
import { ApiError } from "@/lib/http/api-error";
import { countRefusal } from "@/lib/metrics/throttles";
import { readForm } from "@/lib/newsletter/reader-form";
import { absoluteUrl, planCalendarPath, planPath, timetablePath, webcalUrl } from "@/lib/urls";
import { postIdSchema } from "@/lib/validations/post";
import { changePlan, createPlan, EmptyPlanError, PLAN_SETS_MAX, readPlan, revokePlan } from "./plan-store";

type Handler = (request: Request, token?: string) => Promise<Response>;

/** Every chosen set's key, percent-encoded at worst three bytes a character, with the event's id and room to spare. */
const PLAN_FORM_MAX_BYTES = PLAN_SETS_MAX * (SET_KEY_MAX_LENGTH * 3 + 8) + 1024;

/** A reader makes a few plans; a script making thousands to fill the database gets one a minute past ten. */
const planMeter = clientMeter({ burst: 10, intervalMs: 60 * 1000 });

const seeOther = (path: string) =>
  new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });

const wantsJson = (request: Request) => request.headers.get("accept")?.includes("application/json") ?? false;

/** The plan's addresses, as the timetable's script shows them without reloading. */
const planAnswer = (token: string, status: number) =>
  Response.json(
    {
      plan: planPath(token),
      calendar: absoluteUrl(planCalendarPath(token)),
      webcal: webcalUrl(planCalendarPath(token)),
    },
    { status, headers: { "Cache-Control": "no-store" } },
  );

const answered =
  (handler: Handler): Handler =>
  async (request, token) => {
    try {
      // Another site's form posting in a reader's browser would make or revoke plans in their name.
      if (!isSameOrigin(request)) throw new ApiError("forbidden", "This form is taken only from this site's pages.");
      return await handler(request, token);
    } catch (error) {
      if (error instanceof EmptyPlanError) return toErrorResponse(new ApiError("validation", error.message));
      return toErrorResponse(error);
    }
  };

/** The sets the form chose: each a set's key, at most PLAN_SETS_MAX. */
function chosenKeys(form: FormData): string[] {
  const keys = form.getAll("set").map(String);
  if (keys.length > PLAN_SETS_MAX || !keys.every((key) => SET_KEY_PATTERN.test(key))) {
    const message = `must be at most ${PLAN_SETS_MAX} sets of the timetable`;
    throw new ApiError("validation", "The form's sets are not a timetable's.", { set: { code: "invalid", message } });
  }
  return keys;
}

/** POST /plan: a new plan of the sets chosen on an event's timetable; 303 to its page, or 201 with its addresses. */
export const createPlanPost: Handler = answered(async (request) => {
  const seconds = planMeter(clientOf(clientAddress(request)));
  if (seconds > 0) {
    countRefusal("reader_plan");
    throw new ApiError("too_many_requests", `Too many plans from this address; try again in ${seconds} s.`);
  }
  const form = await readForm(request, undefined, PLAN_FORM_MAX_BYTES);
  const event = postIdSchema.safeParse(form.get("evento"));
  if (!event.success) throw new EventNotFoundError(String(form.get("evento") ?? ""));
  const token = await createPlan(event.data, chosenKeys(form));
  return wantsJson(request) ? planAnswer(token, 201) : seeOther(planPath(token));
});

/** POST /plan/{token}/cambiar: the plan now holds the sets chosen on its page. */
export const changePlanPost: Handler = answered(async (request, token = "") => {
  const form = await readForm(request, undefined, PLAN_FORM_MAX_BYTES);
  if (!(await changePlan(token, chosenKeys(form)))) throw new ApiError("not_found", "No plan has this address.");
  return wantsJson(request) ? planAnswer(token, 200) : seeOther(planPath(token));
});

/** POST /plan/{token}/revocar: the plan and its calendar address are deleted; back to the festival's timetable. */
export const revokePlanPost: Handler = answered(async (request, token = "") => {
  await readForm(request);
  const plan = await readPlan(token);
  if (!plan || !(await revokePlan(token))) throw new ApiError("not_found", "No plan has this address.");
  return wantsJson(request) ? new Response(null, { status: 204 }) : seeOther(timetablePath(plan.event.id));
});
