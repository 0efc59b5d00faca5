// POST /edmNews/{id}/restore - take a post out of the trash, or ?revision=N to bring back a revision's words
import { otherMethods } from "@/lib/api/methods";
import { savedAnswer } from "@/lib/api/post-answer";
import { ifMatchOf, postIdOf } from "@/lib/api/post-id";
import { apiRoute, validated } from "@/lib/api/route";
import { restoreRevision } from "@/lib/newsroom/restore-revision";
import { restoreFromTrash } from "@/lib/newsroom/trash";
import { restoreQuerySchema } from "@/lib/validations/list-query";

export const POST = apiRoute<undefined, RouteContext<"/edmNews/[id]/restore">>(
  { route: "/edmNews/[id]/restore" },
  async ({ request, context, by }) => {
    const id = await postIdOf(context);
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const { revision } = validated(restoreQuerySchema, query, "Invalid restore parameters.");
    const options = { ...by, ifMatch: ifMatchOf(request) };
    return savedAnswer(
      revision === undefined ? await restoreFromTrash(id, options) : await restoreRevision(id, revision, options),
    );
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
