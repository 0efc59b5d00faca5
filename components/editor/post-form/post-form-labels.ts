import "server-only";
import { getTranslations } from "next-intl/server";
import { FIELD_CODES, type FieldCode } from "@/lib/validations/field-problems";
import { imageFieldLabels } from "../photo/image-field-labels";
import { storyToolbarLabels } from "../story-toolbar/story-toolbar-labels";
import type { PostFormLabels } from "./PostForm";

/** The post form's words, shared by the create and the edit pages. */
export async function postFormLabels(): Promise<PostFormLabels> {
  const [t, event] = await Promise.all([getTranslations("PostForm"), getTranslations("PostEvent.field")]);
  return {
    fields: {
      id: t("id"),
      title: t("titleField"),
      description: t("description"),
      introduction: t("introduction"),
      climax: t("climax"),
      conclusion: t("conclusion"),
      author: t("author"),
      image: t("image"),
      imageAlt: t("imageAlt"),
      date: t("date"),
    },
    idHint: t("idHint"),
    imageAltHint: t("imageAltHint"),
    imageAltMissing: t("imageAltMissing"),
    photo: await imageFieldLabels(),
    topics: {
      label: t("topics"),
      hint: t("topicsHint"),
      full: t("topicsFull"),
      suggestions: t("topicsSuggestions"),
      add: t("addTopic"),
      remove: t.raw("removeTopic") as string,
    },
    event: {
      label: event("label"),
      hint: event("hint"),
      suggestions: event("suggestions"),
      chosen: event.raw("chosen") as string,
      none: event("none"),
    },
    live: {
      legend: t("live.legend"),
      on: t("live.on"),
      start: t("live.start"),
      end: t("live.end"),
      hint: t("live.hint"),
    },
    liveErrors: { required: t("live.errors.required"), out_of_range: t("live.errors.out_of_range") },
    save: t("save"),
    saving: t("saving"),
    saveDraft: t("saveDraft"),
    schedule: t("schedule"),
    publishAt: t("publishAt"),
    publishAtHint: t("publishAtHint"),
    publishAtMissing: t("publishAtMissing"),
    incomplete: t("incomplete"),
    failed: t("failed"),
    sessionExpired: t("sessionExpired"),
    reload: t("reload"),
    notPermitted: t("notPermitted"),
    errors: await fieldErrorMessages(),
    toolbar: await storyToolbarLabels(),
  };
}

/** Every code the API may answer for a field, in Spanish. */
export async function fieldErrorMessages(): Promise<Record<FieldCode, string>> {
  const t = await getTranslations("PostForm.errors");
  return Object.fromEntries(FIELD_CODES.map((code) => [code, t(code)])) as Record<FieldCode, string>;
}
