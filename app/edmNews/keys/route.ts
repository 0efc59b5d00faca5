// GET /edmNews/keys - the person's own API keys; POST makes one and answers its secret, this once (an editor session)
import { NextResponse } from "next/server";
import { createKey, listKeys } from "@/lib/keys/api-keys";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { apiKeySchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

export const GET = apiRoute({ route: "/edmNews/keys" }, async ({ by }) =>
  NextResponse.json(await listKeys(by.savedById)),
);

export const POST = apiRoute<z.infer<typeof apiKeySchema>>(
  { route: "/edmNews/keys", body: apiKeySchema, recentSignIn: true },
  async ({ body, by }) => {
    const key = await createKey(by.savedById, body.name);
    return NextResponse.json(key, { status: 201, headers: { Location: `/edmNews/keys/${key.id}` } });
  },
);

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
