// GET /edmNews/events/{id} - one event (Basic auth); PATCH changes it, DELETE deletes it (publishers)
import { eventAnswer } from "@/lib/api/event-answer";
import { eventMarkdownOf, eventPatchSchema, type EventPatch } from "@/lib/api/event-writes";
import { otherMethods } from "@/lib/api/methods";
import { eventIdOf, ifMatchOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { deleteEvent } from "@/lib/events/delete-event";
import { linkedPostIds } from "@/lib/events/linked-posts";
import { requireEvent } from "@/lib/events/stored-event";
import { updateEvent } from "@/lib/events/update-event";
import { refreshEventPages } from "@/lib/revalidate";

type Context = RouteContext<"/edmNews/events/[id]">;

export const GET = apiRoute<undefined, Context>({ route: "/edmNews/events/[id]" }, async ({ context }) =>
  eventAnswer(await requireEvent(await eventIdOf(context))),
);

export const PATCH = apiRoute<EventPatch, Context>(
  { route: "/edmNews/events/[id]", body: eventPatchSchema, markdown: eventMarkdownOf },
  async ({ request, context, body }) => {
    const event = await updateEvent(await eventIdOf(context), body, { ifMatch: ifMatchOf(request) });
    await refreshEventPages(event.id, await linkedPostIds(event.id));
    return eventAnswer(event);
  },
);

export const DELETE = apiRoute<undefined, Context>({ route: "/edmNews/events/[id]" }, async ({ request, context }) => {
  const id = await eventIdOf(context);
  await refreshEventPages(id, await deleteEvent(id, { ifMatch: ifMatchOf(request) }));
  return new Response(null, { status: 204 });
});

export const { POST, PUT, OPTIONS } = otherMethods({ GET, PATCH, DELETE });
