import "server-only";
import { getTranslations } from "next-intl/server";
import type { KeyErrors } from "./account-call";
import type { AddPasskeyLabels } from "./AddPasskeyForm";
import type { RemovalLabels } from "./ConfirmedRemoval";
import { removalLabels } from "./removal-labels";
import type { RenamePasskeyLabels } from "./RenamePasskey";

/** What the "Llaves de acceso" section's buttons and forms say. */
export async function passkeyLabels(): Promise<{
  add: AddPasskeyLabels;
  rename: RenamePasskeyLabels;
  remove: RemovalLabels;
}> {
  const [t, account] = await Promise.all([getTranslations("Passkeys"), getTranslations("Account")]);
  const errors: KeyErrors = {
    "400": t("errors.400"),
    // Adding or removing a way in asks for a recent sign-in (lib/auth/recent-sign-in.ts).
    "401": account("signInAgain"),
    "403": t("errors.403"),
    "404": t("errors.404"),
    "409": t("errors.409"),
    other: t("errors.other"),
  };
  return {
    add: {
      heading: t("add.heading"),
      name: t("add.name"),
      hint: t("add.hint"),
      submit: t("add.submit"),
      sending: t("add.sending"),
      added: t.raw("add.added") as string,
      notCreated: t("add.notCreated"),
      alreadyKept: t("add.alreadyKept"),
      unsupported: t("add.unsupported"),
      errors,
    },
    rename: {
      rename: t("rename.rename"),
      label: t.raw("rename.label") as string,
      save: t("rename.save"),
      keep: t("rename.keep"),
      saved: t("rename.saved"),
      errors,
    },
    // The one conflict of a removal: the last factor the person's role must keep.
    remove: removalLabels(t, { ...errors, "409": account("lastFactor") }),
  };
}
