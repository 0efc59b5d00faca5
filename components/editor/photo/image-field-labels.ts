import "server-only";
import { getTranslations } from "next-intl/server";
import type { ImageFieldLabels } from "./ImageField";

/** The photo upload's words; the ones with {placeholders} raw, filled in the browser (say.ts). */
export async function imageFieldLabels(): Promise<ImageFieldLabels> {
  const t = await getTranslations("ImageUpload");
  return {
    choose: t("choose"),
    dropHint: t("dropHint"),
    dropHere: t("dropHere"),
    uploading: t.raw("uploading") as string,
    processing: t("processing"),
    cancel: t("cancel"),
    refused: t.raw("refused") as ImageFieldLabels["refused"],
    focus: t("focus"),
    focusValue: t.raw("focusValue") as string,
    focusHint: t("focusHint"),
    centre: t("centre"),
    focusSaving: t.raw("focusSaving") as ImageFieldLabels["focusSaving"],
  };
}
