import "server-only";
import { getTranslations } from "next-intl/server";
import type { RequestReviewLabels } from "./RequestReview";
import type { ReturnWithNoteLabels } from "./ReturnWithNote";

/** The review buttons' words; the messages keep their {title} and {max} for the browser to fill. */
export async function reviewLabels(): Promise<RequestReviewLabels & ReturnWithNoteLabels> {
  const [t, actions] = await Promise.all([getTranslations("Review"), getTranslations("PostActions")]);
  return {
    request: t("request"),
    requested: t.raw("requested") as string,
    return: t("return"),
    noteLabel: t("noteLabel"),
    noteHint: t.raw("noteHint") as string,
    confirmReturn: t("confirmReturn"),
    cancel: actions("cancel"),
    returned: t.raw("returned") as string,
    noteRequired: t("noteRequired"),
    noteTooLong: t.raw("noteTooLong") as string,
    working: actions("working"),
    notWaiting: t.raw("notWaiting") as string,
    notPermitted: actions.raw("notPermitted") as string,
    sessionExpired: actions("sessionExpired"),
    reload: actions("reload"),
    failed: actions.raw("failed") as string,
  };
}
