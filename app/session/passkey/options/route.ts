// POST /session/passkey/options - a sign-in's WebAuthn options: a fresh challenge, no credential named
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/client-address";
import { signInOptions, signInOptionsMeter } from "@/lib/auth/passkey-sign-in";
import { TOO_MANY_ATTEMPTS } from "@/lib/auth/sign-in";
import { tooManyAttempts } from "@/lib/auth/throttle";
import { clientOf } from "@/lib/client-meter";
import { countRefusal } from "@/lib/metrics/throttles";

const waitBefore = signInOptionsMeter();

export const POST = apiRoute({ route: "/session/passkey/options" }, async ({ request }) => {
  const seconds = waitBefore(clientOf(clientAddress(request)));
  if (seconds > 0) {
    countRefusal("login");
    throw tooManyAttempts(seconds, TOO_MANY_ATTEMPTS);
  }
  return NextResponse.json(await signInOptions());
});

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
