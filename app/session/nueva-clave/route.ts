// POST /session/nueva-clave - a new password with a reset's link (JSON {token, password}); every session of the person
// ends, and they sign in again with it
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { ApiError } from "@/lib/http/api-error";
import { resetPassword } from "@/lib/members/password-reset";
import { newPasswordSchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

export const POST = apiRoute<z.infer<typeof newPasswordSchema>>(
  { route: "/session/nueva-clave", body: newPasswordSchema },
  async ({ body }) => {
    if (!(await resetPassword(body.token, body.password))) {
      throw new ApiError("gone", "This reset link was used, replaced or has expired.");
    }
    return NextResponse.json({ reset: true });
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
