import "server-only";
import { getTranslations } from "next-intl/server";
import type { EditPostFormLabels } from "./EditPostForm";
import { postFormLabels } from "./post-form-labels";

/** The edit form's words: the create form's fields and checks, with its own buttons, states and conflict view. */
export async function editPostLabels(): Promise<EditPostFormLabels> {
  const [form, t] = await Promise.all([postFormLabels(), getTranslations("EditPost")]);
  return {
    fields: form.fields,
    idHint: form.idHint,
    imageAltHint: form.imageAltHint,
    imageAltMissing: form.imageAltMissing,
    photo: form.photo,
    topics: form.topics,
    event: form.event,
    live: form.live,
    liveErrors: form.liveErrors,
    errors: form.errors,
    toolbar: form.toolbar,
    incomplete: form.incomplete,
    failed: form.failed,
    sessionExpired: form.sessionExpired,
    reload: form.reload,
    notPermitted: form.notPermitted,
    publishAt: t("publishAt"),
    publishAtHint: t("publishAtHint"),
    state: t("state"),
    stateHint: t("stateHint"),
    options: { draft: t("options.draft"), published: t("options.published"), scheduled: t("options.scheduled") },
    save: t("save"),
    saving: t("saving"),
    saved: t("saved"),
    nothingChanged: t("nothingChanged"),
    conflictTitle: t("conflictTitle"),
    conflictLead: t("conflictLead"),
    conflictAnnounced: t("conflictAnnounced"),
    movedAway: t("movedAway"),
    stored: t.raw("stored") as string,
    yours: t("yours"),
    useStored: t("useStored"),
    keepMine: t("keepMine"),
    keptMine: t("keptMine"),
    tookStored: t("tookStored"),
    field: t("field"),
    removed: t("onlyStored"),
    added: t("onlyYours"),
  };
}
