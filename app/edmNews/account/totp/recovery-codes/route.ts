// POST /edmNews/account/totp/recovery-codes - ten new recovery codes in place of the person's old ones (an editor session)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { renewRecoveryCodes } from "@/lib/auth/totp";
import { ApiError } from "@/lib/http/api-error";

export const POST = apiRoute({ route: "/edmNews/account/totp/recovery-codes", recentSignIn: true }, async ({ by }) => {
  const recoveryCodes = await renewRecoveryCodes(by.savedById);
  if (!recoveryCodes)
    throw new ApiError("conflict", "Recovery codes come with an authenticator app: set one up first.");
  return NextResponse.json({ recoveryCodes });
});

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
