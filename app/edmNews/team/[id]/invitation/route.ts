// POST /edmNews/team/{id}/invitation - the invitation mailed again with a new link; DELETE withdraws it
import { otherMethods } from "@/lib/api/methods";
import { memberIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { cancelInvitation, resendInvitation } from "@/lib/members/invitations";

type Context = RouteContext<"/edmNews/team/[id]/invitation">;

export const POST = apiRoute<undefined, Context>(
  { route: "/edmNews/team/[id]/invitation" },
  async ({ context, by }) => {
    await resendInvitation(await memberIdOf(context), by.savedById);
    return new Response(null, { status: 202 });
  },
);

export const DELETE = apiRoute<undefined, Context>(
  { route: "/edmNews/team/[id]/invitation" },
  async ({ context, by }) => {
    await cancelInvitation(await memberIdOf(context), by.savedById);
    return new Response(null, { status: 204 });
  },
);

export const { GET, HEAD, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
