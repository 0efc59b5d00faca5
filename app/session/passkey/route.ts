// POST /session/passkey - the person signs in with a passkey (JSON {response}: the authenticator's answer)
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/client-address";
import { deviceFrom } from "@/lib/auth/cookie";
import { signInWithPasskey } from "@/lib/auth/passkey-sign-in";
import { signedInAnswer } from "@/lib/auth/signed-in-answer";
import { passkeySignInSchema } from "@/lib/validations/passkey";
import type { z } from "@/lib/zod";

export const POST = apiRoute<z.infer<typeof passkeySignInSchema>>(
  { route: "/session/passkey", body: passkeySignInSchema },
  async ({ request, body }) => {
    const cookies = request.headers.get("cookie");
    const signedIn = await signInWithPasskey({
      response: body.response,
      client: clientAddress(request),
      device: deviceFrom(cookies),
      userAgent: request.headers.get("user-agent"),
    });
    return signedInAnswer(cookies, signedIn);
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
