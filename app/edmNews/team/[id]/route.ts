// PATCH /edmNews/team/{id} - a person's role, or their account deactivated or active again (an Administrador's session)
import { otherMethods } from "@/lib/api/methods";
import { memberIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { changeRole, deactivate, reactivate } from "@/lib/members/members";
import { memberPatchSchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

type Context = RouteContext<"/edmNews/team/[id]">;

export const PATCH = apiRoute<z.infer<typeof memberPatchSchema>, Context>(
  { route: "/edmNews/team/[id]", body: memberPatchSchema },
  async ({ context, body, by }) => {
    const id = await memberIdOf(context);
    if (body.role) await changeRole(id, body.role, by.savedById);
    if (body.status === "deactivated") await deactivate(id, by.savedById);
    if (body.status === "active") await reactivate(id, by.savedById);
    return new Response(null, { status: 204 });
  },
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
