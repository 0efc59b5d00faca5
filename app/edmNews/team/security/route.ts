// PUT /edmNews/team/security - an Administrador's security settings for the team (JSON {secondFactorRequired}):
// whether Editors and Administradores must sign in with a passkey or an authenticator code
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { requireSecondFactor } from "@/lib/auth/factor-requirement";
import { teamSecuritySchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

export const PUT = apiRoute<z.infer<typeof teamSecuritySchema>>(
  { route: "/edmNews/team/security", body: teamSecuritySchema },
  async ({ body, by }) => {
    await requireSecondFactor(body.secondFactorRequired, by.savedById);
    return NextResponse.json({ secondFactorRequired: body.secondFactorRequired });
  },
);

export const { GET, HEAD, POST, DELETE, PATCH, OPTIONS } = otherMethods({ PUT });
