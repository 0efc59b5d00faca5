// GET /edmNews/events - the guide's events (Basic auth): upcoming, or ?status=past|all, with ?limit=&offset=;
// POST creates one (publishers)
import { NextResponse } from "next/server";
import { eventAnswer, apiEventOf } from "@/lib/api/event-answer";
import { eventMarkdownOf, newEventSchema } from "@/lib/api/event-writes";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute, validated } from "@/lib/api/route";
import { createEvent } from "@/lib/events/create-event";
import { listEvents } from "@/lib/events/list-events";
import { refreshEventPages } from "@/lib/revalidate";
import { eventListQuerySchema } from "@/lib/validations/event";

export const GET = apiRoute({ route: "/edmNews/events" }, async ({ request }) => {
  const { searchParams } = new URL(request.url);
  const { status, ...range } = validated(
    eventListQuerySchema,
    Object.fromEntries(searchParams),
    "Invalid list parameters.",
  );
  return NextResponse.json((await listEvents(status, range)).map(apiEventOf));
});

export const POST = apiRoute(
  { route: "/edmNews/events", body: newEventSchema, markdown: eventMarkdownOf },
  async ({ body }) => {
    const event = await createEvent(body);
    await refreshEventPages(event.id);
    return eventAnswer(event, { status: 201, headers: { Location: `/edmNews/events/${event.id}` } });
  },
);

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
