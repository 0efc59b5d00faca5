// /edmNews/account/totp - the person's authenticator app (an editor session): POST starts setting one up (its secret
// and QR code), PUT confirms it with a first code (JSON {code}) and answers the recovery codes, DELETE removes it
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { sessionTokenFrom } from "@/lib/auth/cookie";
import { endFactorSetup } from "@/lib/auth/session";
import { beginTotp, confirmTotp, removeTotp } from "@/lib/auth/totp";
import { ApiError } from "@/lib/http/api-error";
import { secondFactorSchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

export const POST = apiRoute({ route: "/edmNews/account/totp", recentSignIn: true }, async ({ by }) =>
  NextResponse.json(await beginTotp(by.savedById), { status: 201 }),
);

export const PUT = apiRoute<z.infer<typeof secondFactorSchema>>(
  { route: "/edmNews/account/totp", body: secondFactorSchema, recentSignIn: true },
  async ({ request, body, by }) => {
    const recoveryCodes = await confirmTotp(by.savedById, body.code);
    if (!recoveryCodes) {
      throw new ApiError("validation", "This code is not the app's current one.", {
        code: { code: "invalid", message: "is not the app's current code" },
      });
    }
    await endFactorSetup(sessionTokenFrom(request.headers.get("cookie")), by.savedById);
    return NextResponse.json({ recoveryCodes });
  },
);

export const DELETE = apiRoute({ route: "/edmNews/account/totp", recentSignIn: true }, async ({ by }) => {
  await removeTotp(by.savedById);
  return new NextResponse(null, { status: 204 });
});

export const { GET, HEAD, PATCH, OPTIONS } = otherMethods({ POST, PUT, DELETE });
