import "server-only";
import { getTranslations } from "next-intl/server";
import type { CreateKeyLabels } from "./CreateKeyForm";
import type { KeyErrors } from "./account-call";
import type { RemovalLabels } from "./ConfirmedRemoval";

async function keyErrors(): Promise<KeyErrors> {
  const t = await getTranslations("ApiKeys.errors");
  return { "400": t("400"), "401": t("401"), "403": t("403"), "404": t("404"), "409": t("409"), other: t("other") };
}

export async function createKeyLabels(): Promise<CreateKeyLabels> {
  const [t, secret, keys, account] = await Promise.all([
    getTranslations("ApiKeys.create"),
    getTranslations("ApiKeys.secret"),
    keyErrors(),
    getTranslations("Account"),
  ]);
  // A new key asks for a recent sign-in (lib/auth/recent-sign-in.ts).
  const errors = { ...keys, "401": account("signInAgain") };
  return {
    heading: t("heading"),
    name: t("name"),
    hint: t("hint"),
    submit: t("submit"),
    sending: t("sending"),
    created: t.raw("created") as string,
    secret: {
      heading: secret("heading"),
      warning: secret("warning"),
      id: secret("id"),
      secret: secret("secret"),
      copy: secret("copy"),
      copied: secret("copied"),
      example: secret("example"),
    },
    errors,
  };
}

export async function revokeKeyLabels(): Promise<RemovalLabels> {
  const [t, errors] = await Promise.all([getTranslations("ApiKeys"), keyErrors()]);
  return {
    remove: t("revoke"),
    confirm: t.raw("confirm") as string,
    confirmRemove: t("confirmRevoke"),
    keep: t("keep"),
    removed: t("revoked"),
    errors,
  };
}
