import "server-only";
import { getTranslations } from "next-intl/server";
import { AUTHOR_BIO_MAX_LENGTH } from "@/lib/authors/author-input";
import type { AuthorFormLabels } from "./AuthorForm";
import { imageFieldLabels } from "../photo/image-field-labels";
import { say } from "../say";

/** The author form's words, with the photo upload's. */
export async function authorFormLabels(): Promise<AuthorFormLabels> {
  const [t, photo] = await Promise.all([getTranslations("Authors.editor"), imageFieldLabels()]);
  const max = AUTHOR_BIO_MAX_LENGTH;
  return {
    bio: t("bio"),
    bioHint: t("bioHint", { max }),
    bioCount: say(t.raw("bioCount") as string, { max: String(max) }),
    photo: t("photo"),
    photoField: photo,
    save: t("save"),
    saving: t("saving"),
    saved: t("saved"),
    errors: {
      bio: t("errors.bio", { max }),
      photo: t("errors.photo"),
      401: t("errors.401"),
      403: t("errors.403"),
      404: t("errors.404"),
      other: t("errors.other"),
    },
  };
}
