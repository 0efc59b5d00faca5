// PATCH /edmNews/account/passkeys/{id} - renames one of the person's passkeys (JSON {name}); DELETE removes it
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { passkeyIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { removePasskey, renamePasskey } from "@/lib/auth/passkeys";
import { passkeyNameSchema } from "@/lib/validations/passkey";
import type { z } from "@/lib/zod";

type Context = RouteContext<"/edmNews/account/passkeys/[id]">;
const route = "/edmNews/account/passkeys/[id]";

export const PATCH = apiRoute<z.infer<typeof passkeyNameSchema>, Context>(
  { route, body: passkeyNameSchema },
  async ({ context, body, by }) => {
    await renamePasskey(by.savedById, await passkeyIdOf(context), body.name);
    return NextResponse.json({ name: body.name });
  },
);

export const DELETE = apiRoute<undefined, Context>({ route, recentSignIn: true }, async ({ context, by }) => {
  await removePasskey(by.savedById, await passkeyIdOf(context));
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
