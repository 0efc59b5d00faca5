import "server-only";
import { getTranslations } from "next-intl/server";
import type { RemovalLabels } from "./ConfirmedRemoval";
import { removalLabels } from "./removal-labels";
import type { TotpSetupLabels } from "./TotpSetup";

/** What the "App de autenticación" section's buttons and forms say. */
export async function totpLabels(): Promise<{ setup: TotpSetupLabels; remove: RemovalLabels }> {
  const [t, account] = await Promise.all([getTranslations("Totp"), getTranslations("Account")]);
  const errors = {
    "400": t("errors.400"),
    // Adding or removing a way in asks for a recent sign-in (lib/auth/recent-sign-in.ts).
    "401": account("signInAgain"),
    "403": t("errors.403"),
    "404": t("errors.409"),
    "409": t("errors.409"),
    other: t("errors.other"),
  };
  return {
    setup: {
      start: t("start"),
      starting: t("starting"),
      scan: t("scan"),
      secret: t("secret"),
      code: t("code"),
      activate: t("activate"),
      activating: t("activating"),
      wrongCode: t("wrongCode"),
      activated: t("activated"),
      renew: t("renew"),
      renewing: t("renewing"),
      renewed: t("renewed"),
      codes: { heading: t("codes.heading"), warning: t("codes.warning"), done: t("codes.done") },
      errors,
    },
    // The one conflict of a removal: the last factor the person's role must keep.
    remove: removalLabels(t, { ...errors, "409": account("lastFactor") }),
  };
}
