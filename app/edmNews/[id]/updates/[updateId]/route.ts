// PATCH /edmNews/{id}/updates/{updateId} - changes a live update; DELETE removes it (whoever may publish the post)
import { apiLiveUpdateOf, isUpdateId } from "@/lib/api/live-update-answer";
import { liveUpdatePatchSchema, type LiveUpdatePatch } from "@/lib/api/live-update-writes";
import { otherMethods } from "@/lib/api/methods";
import { postIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { LiveUpdateNotFoundError } from "@/lib/live/errors";
import { refreshLivePages } from "@/lib/live/live-refresh";
import { changeLiveUpdate, removeLiveUpdate } from "@/lib/live/live-updates";

type Context = RouteContext<"/edmNews/[id]/updates/[updateId]">;
const ROUTE = "/edmNews/[id]/updates/[updateId]";

async function addressOf(context: Context): Promise<[string, string]> {
  const id = await postIdOf(context);
  const { updateId } = await context.params;
  if (!isUpdateId(updateId)) throw new LiveUpdateNotFoundError(id, updateId);
  return [id, updateId];
}

export const PATCH = apiRoute<LiveUpdatePatch, Context>(
  { route: ROUTE, body: liveUpdatePatchSchema, markdown: ({ text }) => ({ text }) },
  async ({ context, body, by }) => {
    const [id, updateId] = await addressOf(context);
    const update = await changeLiveUpdate(id, updateId, body, { id: by.savedById, role: by.role });
    await refreshLivePages(id);
    return Response.json(apiLiveUpdateOf(update));
  },
);

export const DELETE = apiRoute<undefined, Context>({ route: ROUTE }, async ({ context, by }) => {
  const [id, updateId] = await addressOf(context);
  await removeLiveUpdate(id, updateId, { id: by.savedById, role: by.role });
  await refreshLivePages(id);
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
