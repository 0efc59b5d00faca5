// POST /session - the editor signs in (JSON {email, password}); DELETE /session - signs out
import { NextResponse } from "next/server";
import { crossOrigin } from "@/lib/api/authorize";
import { toErrorResponse } from "@/lib/api/errors";
import { ApiError } from "@/lib/http/api-error";
import { readJsonBody } from "@/lib/api/read-json";
import { clientAddress } from "@/lib/auth/client-address";
import { deviceCookie, deviceFrom, expiredSessionCookie, sessionCookie, sessionTokenFrom } from "@/lib/auth/cookie";
import { isSameOrigin } from "@/lib/auth/same-origin";
import { deleteSession } from "@/lib/auth/session";
import { signIn, signInSchema } from "@/lib/auth/sign-in";
import { fieldErrors } from "@/lib/validations/post";

const noStore = { "Cache-Control": "no-store" };

export async function POST(request: Request) {
  try {
    if (!isSameOrigin(request)) throw crossOrigin();
    const parsed = signInSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) {
      throw new ApiError(400, "validation", "Some fields are missing or invalid.", fieldErrors(parsed.error));
    }
    const cookies = request.headers.get("cookie");
    const signedIn = await signIn({ ...parsed.data, client: clientAddress(request), device: deviceFrom(cookies) });
    await deleteSession(sessionTokenFrom(cookies));
    const response = NextResponse.json({ authenticated: true }, { headers: noStore });
    response.cookies.set(sessionCookie(signedIn.token));
    response.cookies.set(deviceCookie(signedIn.device));
    return response;
  } catch (error) {
    return toErrorResponse(error);
  }
}

export async function DELETE(request: Request) {
  try {
    if (!isSameOrigin(request)) throw crossOrigin();
    await deleteSession(sessionTokenFrom(request.headers.get("cookie")));
    const response = new NextResponse(null, { status: 204, headers: noStore });
    response.cookies.set(expiredSessionCookie());
    return response;
  } catch (error) {
    return toErrorResponse(error);
  }
}

import { otherMethods } from "@/lib/api/methods";

export const { GET, HEAD, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
