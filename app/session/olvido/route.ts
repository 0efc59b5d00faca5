// POST /session/olvido - "¿Olvidaste tu contraseña?" (JSON {email}): 202 whatever the address, the mail sent after
import { after, NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/client-address";
import { tooManyAttempts } from "@/lib/auth/throttle";
import { clientOf } from "@/lib/client-meter";
import { logError } from "@/lib/log/logger";
import { countRefusal } from "@/lib/metrics/throttles";
import { requestPasswordReset } from "@/lib/members/password-reset";
import { resetMeter } from "@/lib/members/reset-throttle";
import { forgottenPasswordSchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

const waitBefore = resetMeter();

/**
 * The answer leaves before the address is looked up: neither it nor its time tells whether the address has an account
 * or whether a mail went.
 */
export const POST = apiRoute<z.infer<typeof forgottenPasswordSchema>>(
  { route: "/session/olvido", body: forgottenPasswordSchema },
  async ({ request, body }) => {
    const seconds = waitBefore(clientOf(clientAddress(request)));
    if (seconds > 0) {
      countRefusal("password_reset");
      throw tooManyAttempts(seconds, "Too many reset requests from this network. Try again later.");
    }
    const at = new Date();
    after(() =>
      requestPasswordReset(body.email, at).then(
        () => undefined,
        (error: unknown) => logError("A password reset request failed", error),
      ),
    );
    return NextResponse.json({ requested: true }, { status: 202 });
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
