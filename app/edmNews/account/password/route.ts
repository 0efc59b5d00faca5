// PUT /edmNews/account/password - the person's new password, with their current one; their other sessions end
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { sessionTokenFrom } from "@/lib/auth/cookie";
import { changePassword } from "@/lib/members/own-account";
import { passwordChangeSchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

export const PUT = apiRoute<z.infer<typeof passwordChangeSchema>>(
  { route: "/edmNews/account/password", body: passwordChangeSchema },
  async ({ request, body, by }) => {
    // The rule admits an editor session only, so the request carries one: the one kept.
    await changePassword(by.savedById, body, sessionTokenFrom(request.headers.get("cookie"))!);
    return new Response(null, { status: 204 });
  },
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
