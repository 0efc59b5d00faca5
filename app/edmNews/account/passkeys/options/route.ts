// POST /edmNews/account/passkeys/options - the WebAuthn options of a new passkey of the person's (an editor session)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { registrationOptions } from "@/lib/auth/passkeys";

export const POST = apiRoute({ route: "/edmNews/account/passkeys/options", recentSignIn: true }, async ({ by }) =>
  NextResponse.json(await registrationOptions(by.savedById)),
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
