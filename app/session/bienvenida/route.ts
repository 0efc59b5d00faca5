// POST /session/bienvenida - an invited person chooses their name and password with the invitation's link, and is
// signed in (JSON {token, name, password}); the link then works no more
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { deviceCookie, deviceFrom, sessionCookie, sessionTokenFrom } from "@/lib/auth/cookie";
import { newDevice, verifiedDevice } from "@/lib/auth/device";
import { createSession, deleteSession } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { acceptInvitation } from "@/lib/members/invitations";
import { welcomeSchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

export const POST = apiRoute<z.infer<typeof welcomeSchema>>(
  { route: "/session/bienvenida", body: welcomeSchema },
  async ({ request, body }) => {
    const accountId = await acceptInvitation(body.token, body);
    if (!accountId) throw new ApiError("gone", "This invitation's link was used, replaced, cancelled or has expired.");
    const cookies = request.headers.get("cookie");
    await deleteSession(sessionTokenFrom(cookies));
    const device = deviceFrom(cookies);
    const response = NextResponse.json({ authenticated: true });
    const token = await createSession(accountId, new Date(), 0, request.headers.get("user-agent"));
    response.cookies.set(sessionCookie(token));
    response.cookies.set(deviceCookie(verifiedDevice(device) ? device! : newDevice()));
    return response;
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
