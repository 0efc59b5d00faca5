import "server-only";
import { getTranslations } from "next-intl/server";
import { fieldErrorMessages } from "../post-form/post-form-labels";
import type { PostActionLabels } from "./PostActions";

/** The lifecycle buttons' words; the messages keep their {title} and {when} for the browser to fill. */
export async function postActionLabels(): Promise<PostActionLabels> {
  const [t, errors] = await Promise.all([getTranslations("PostActions"), fieldErrorMessages()]);
  const done = t.raw("done") as PostActionLabels["done"];
  return {
    publish: t("publishNow"),
    schedule: t("schedule"),
    unpublish: t("unpublish"),
    delete: t("delete"),
    restore: t("restore"),
    scheduleAt: t("scheduleAt"),
    confirmSchedule: t("confirmSchedule"),
    confirmDelete: t.raw("confirmDelete") as string,
    confirmDeleteButton: t("confirmDeleteButton"),
    cancel: t("cancel"),
    working: t("working"),
    done,
    conflict: t.raw("conflict") as string,
    sessionExpired: t("sessionExpired"),
    reload: t("reload"),
    notPermitted: t.raw("notPermitted") as string,
    failed: t.raw("failed") as string,
    errors,
  };
}
