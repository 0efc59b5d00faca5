// POST /session/codigo - the second step of a sign-in (JSON {code}): a code of the person's authenticator or one of
// their recovery codes opens the session the password left waiting
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { sessionTokenFrom } from "@/lib/auth/cookie";
import { giveSecondFactor } from "@/lib/auth/second-factor";
import { TOO_MANY_ATTEMPTS } from "@/lib/auth/sign-in";
import { tooManyAttempts } from "@/lib/auth/throttle";
import { ApiError } from "@/lib/http/api-error";
import { secondFactorSchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

export const POST = apiRoute<z.infer<typeof secondFactorSchema>>(
  { route: "/session/codigo", body: secondFactorSchema },
  async ({ request, body }) => {
    const outcome = await giveSecondFactor(sessionTokenFrom(request.headers.get("cookie")), body.code);
    if (outcome === "wrong") throw new ApiError("unauthorized", "This code is not right: try the current one.");
    if (outcome === "ended") throw new ApiError("gone", "This sign-in ended: give your password again.");
    if (outcome !== "signed-in") throw tooManyAttempts(outcome.retryAfterSeconds, TOO_MANY_ATTEMPTS);
    return NextResponse.json({ authenticated: true });
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
