// POST /edmNews/account/passkeys - keeps the person's new passkey under its name (JSON {name, response}; an editor session)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { sessionTokenFrom } from "@/lib/auth/cookie";
import { registerPasskey } from "@/lib/auth/passkeys";
import { endFactorSetup } from "@/lib/auth/session";
import { passkeyRegistrationSchema } from "@/lib/validations/passkey";
import type { z } from "@/lib/zod";

export const POST = apiRoute<z.infer<typeof passkeyRegistrationSchema>>(
  { route: "/edmNews/account/passkeys", body: passkeyRegistrationSchema, recentSignIn: true },
  async ({ request, body, by }) => {
    const passkey = await registerPasskey(by.savedById, body.name, body.response);
    await endFactorSetup(sessionTokenFrom(request.headers.get("cookie")), by.savedById);
    return NextResponse.json(passkey, { status: 201 });
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
