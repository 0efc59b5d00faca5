// GET /edmNews/{id}/updates - the post's live updates (Basic auth); POST adds one (whoever may publish the post): 201
import { apiLiveUpdateOf } from "@/lib/api/live-update-answer";
import { newLiveUpdateSchema, type NewLiveUpdate } from "@/lib/api/live-update-writes";
import { otherMethods } from "@/lib/api/methods";
import { postIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { refreshLivePages } from "@/lib/live/live-refresh";
import { addLiveUpdate, requireLiveUpdates } from "@/lib/live/live-updates";

type Context = RouteContext<"/edmNews/[id]/updates">;
const ROUTE = "/edmNews/[id]/updates";

export const GET = apiRoute<undefined, Context>({ route: ROUTE }, async ({ context }) => {
  const updates = await requireLiveUpdates(await postIdOf(context));
  return Response.json(updates.map(apiLiveUpdateOf));
});

export const POST = apiRoute<NewLiveUpdate, Context>(
  { route: ROUTE, body: newLiveUpdateSchema, markdown: ({ text }) => ({ text }) },
  async ({ context, body, by }) => {
    const id = await postIdOf(context);
    const update = await addLiveUpdate(id, body, { id: by.savedById, role: by.role });
    await refreshLivePages(id);
    const answer = apiLiveUpdateOf(update);
    return Response.json(answer, { status: 201, headers: { Location: `/edmNews/${id}/updates/${update.id}` } });
  },
);

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
