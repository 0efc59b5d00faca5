// GET /edmNews/{id} - one post in any state (Basic auth); PATCH edits it, DELETE moves it to the trash (publishers)
import { otherMethods } from "@/lib/api/methods";
import { postAnswer, savedAnswer } from "@/lib/api/post-answer";
import { ifMatchOf, postIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { requireEditablePost } from "@/lib/newsroom/editable-post";
import { refreshPagesOf } from "@/lib/newsroom/refresh";
import { trashPost } from "@/lib/newsroom/trash";
import { updatePost } from "@/lib/newsroom/update-post";
import { bodyFieldsOf, postPatchSchema, type PostPatchInput } from "@/lib/api/post-writes";

type Context = RouteContext<"/edmNews/[id]">;

export const GET = apiRoute<undefined, Context>({ route: "/edmNews/[id]" }, async ({ context }) =>
  postAnswer(await requireEditablePost(await postIdOf(context))),
);

export const PATCH = apiRoute<PostPatchInput, Context>(
  { route: "/edmNews/[id]", body: postPatchSchema, markdown: bodyFieldsOf },
  async ({ request, context, body, by }) =>
    await savedAnswer(await updatePost(await postIdOf(context), body, { ...by, ifMatch: ifMatchOf(request) })),
);

export const DELETE = apiRoute<undefined, Context>({ route: "/edmNews/[id]" }, async ({ request, context, by }) => {
  await refreshPagesOf(await trashPost(await postIdOf(context), { ...by, ifMatch: ifMatchOf(request) }));
  return new Response(null, { status: 204 });
});

export const { POST, PUT, OPTIONS } = otherMethods({ GET, PATCH, DELETE });
