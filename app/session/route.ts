// POST /session - the editor signs in (JSON {email, password}); DELETE /session - signs out
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/client-address";
import { deviceFrom, expiredSessionCookie, sessionTokenFrom } from "@/lib/auth/cookie";
import { deleteSession } from "@/lib/auth/session";
import { signIn, signInSchema } from "@/lib/auth/sign-in";
import { signedInAnswer } from "@/lib/auth/signed-in-answer";

export const POST = apiRoute({ route: "/session", body: signInSchema }, async ({ request, body }) => {
  const cookies = request.headers.get("cookie");
  const signedIn = await signIn({
    ...body,
    client: clientAddress(request),
    device: deviceFrom(cookies),
    userAgent: request.headers.get("user-agent"),
  });
  return signedInAnswer(cookies, signedIn);
});

export const DELETE = apiRoute({ route: "/session" }, async ({ request }) => {
  await deleteSession(sessionTokenFrom(request.headers.get("cookie")));
  const response = new NextResponse(null, { status: 204 });
  response.cookies.set(expiredSessionCookie());
  return response;
});

export const { GET, HEAD, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
