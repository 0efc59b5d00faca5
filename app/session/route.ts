// POST /session - the editor signs in (JSON {email, password}); DELETE /session - signs out
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/client-address";
import { deviceCookie, deviceFrom, expiredSessionCookie, sessionCookie, sessionTokenFrom } from "@/lib/auth/cookie";
import { deleteSession } from "@/lib/auth/session";
import { signIn, signInSchema } from "@/lib/auth/sign-in";

export const POST = apiRoute({ route: "/session", body: signInSchema }, async ({ request, body }) => {
  const cookies = request.headers.get("cookie");
  const signedIn = await signIn({
    ...body,
    client: clientAddress(request),
    device: deviceFrom(cookies),
    userAgent: request.headers.get("user-agent"),
  });
  await deleteSession(sessionTokenFrom(cookies));
  // With a second factor the session waits for its code (/login/codigo) and opens nothing yet.
  const response = NextResponse.json(
    signedIn.secondFactor ? { authenticated: false, secondFactor: true } : { authenticated: true },
  );
  response.cookies.set(sessionCookie(signedIn.token));
  response.cookies.set(deviceCookie(signedIn.device));
  return response;
});

export const DELETE = apiRoute({ route: "/session" }, async ({ request }) => {
  await deleteSession(sessionTokenFrom(request.headers.get("cookie")));
  const response = new NextResponse(null, { status: 204 });
  response.cookies.set(expiredSessionCookie());
  return response;
});

export const { GET, HEAD, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
