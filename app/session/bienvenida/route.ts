// POST /session/bienvenida - an invited person chooses their name and password with the invitation's link, and is
// signed in (JSON {token, name, password}); the link then works no more
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { deviceFrom } from "@/lib/auth/cookie";
import { newDevice, verifiedDevice } from "@/lib/auth/device";
import { mustHaveFactor } from "@/lib/auth/factor-requirement";
import { createSession } from "@/lib/auth/session";
import { signedInAnswer } from "@/lib/auth/signed-in-answer";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/api-error";
import { acceptInvitation } from "@/lib/members/invitations";
import { roleOf } from "@/lib/team/roles";
import { welcomeSchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

export const POST = apiRoute<z.infer<typeof welcomeSchema>>(
  { route: "/session/bienvenida", body: welcomeSchema },
  async ({ request, body }) => {
    const accountId = await acceptInvitation(body.token, body);
    if (!accountId) throw new ApiError("gone", "This invitation's link was used, replaced, cancelled or has expired.");
    const cookies = request.headers.get("cookie");
    const device = deviceFrom(cookies);
    // A new person has no factor yet: one whose role must have one is sent to add it, as after a password.
    const { role } = await db.account.findUniqueOrThrow({ where: { id: accountId }, select: { role: true } });
    const factorSetup = await mustHaveFactor(roleOf(role));
    const token = await createSession(accountId, new Date(), 0, request.headers.get("user-agent"), { factorSetup });
    return signedInAnswer(cookies, { token, device: verifiedDevice(device) ? device! : newDevice(), factorSetup });
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
