// PATCH /edmNews/account - the person's own name (their editor session)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { renameAccount } from "@/lib/members/own-account";
import { accountPatchSchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

export const PATCH = apiRoute<z.infer<typeof accountPatchSchema>>(
  { route: "/edmNews/account", body: accountPatchSchema },
  async ({ body, by }) => {
    await renameAccount(by.savedById, body.name);
    return NextResponse.json({ name: body.name });
  },
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
