// GET /plan/{token}.ics (rewritten here) - a reader's plan as the calendar their app subscribes to; 404 once revoked
import { getTranslations } from "next-intl/server";
import { otherMethods } from "@/lib/api/methods";
import { calendarAnswer } from "@/lib/events/calendar-answer";
import { notFoundHeaders } from "@/lib/not-found";
import { planCalendar } from "@/lib/plans/plan-calendar";
import { readPlan } from "@/lib/plans/plan-store";
import { planCalendarPath } from "@/lib/urls";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: RouteContext<"/plan/[token]/calendario.ics">) {
  const { token } = await params;
  const plan = await readPlan(token);
  if (!plan)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", ...notFoundHeaders } });
  const t = await getTranslations("ReaderPlan");
  const words = {
    name: t("calendarName", { name: plan.event.name }),
    description: t("calendarDescription"),
    alarm: (performer: string) => t("alarm", { performer }),
  };
  const answer = calendarAnswer(planCalendar(plan, words, planCalendarPath(token)), "mi-plan.ics");
  answer.headers.set("Cache-Control", "private, no-store");
  return answer;
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
