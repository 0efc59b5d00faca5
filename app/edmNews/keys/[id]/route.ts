// DELETE /edmNews/keys/{id} - revokes one's own key, or anyone's for an Administrador (an editor session)
import { otherMethods } from "@/lib/api/methods";
import { apiKeyIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { revokeKey } from "@/lib/keys/api-keys";

type Context = RouteContext<"/edmNews/keys/[id]">;

export const DELETE = apiRoute<undefined, Context>({ route: "/edmNews/keys/[id]" }, async ({ context, by }) => {
  await revokeKey({ id: by.savedById, role: by.role }, await apiKeyIdOf(context));
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
