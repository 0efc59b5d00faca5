import "server-only";
import { getTranslations } from "next-intl/server";
import type { AccountErrors } from "./account-call";

export async function accountErrors(): Promise<AccountErrors> {
  const t = await getTranslations("Account.errors");
  return { "400": t("400"), "401": t("401"), "403": t("403"), other: t("other") };
}
