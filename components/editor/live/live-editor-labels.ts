import "server-only";
import { getTranslations } from "next-intl/server";
import { imageFieldLabels } from "../photo/image-field-labels";
import { fieldErrorMessages } from "../post-form/post-form-labels";
import type { LiveUpdateFormLabels } from "./LiveUpdateForm";
import type { LiveUpdateListLabels } from "./LiveUpdateList";

/** The en-vivo page's words: the new update's form, and the list's buttons; the placeholders filled in the browser. */
export async function liveEditorLabels(): Promise<{ form: LiveUpdateFormLabels; list: LiveUpdateListLabels }> {
  const [t, photo, errors] = await Promise.all([
    getTranslations("LiveEditor"),
    imageFieldLabels(),
    fieldErrorMessages(),
  ]);
  const problems = t.raw("problems") as LiveUpdateFormLabels["problems"];
  const form = t.raw("form") as Omit<LiveUpdateFormLabels, "photo" | "errors" | "problems">;
  const list = t.raw("list") as Omit<LiveUpdateListLabels, "problems">;
  return { form: { ...form, photo, errors, problems }, list: { ...list, problems } };
}
