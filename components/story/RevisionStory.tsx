import { getTranslations } from "next-intl/server";
import type { Revision } from "@/lib/newsroom/revisions";
import { bodyTextsOf } from "@/lib/validations/post-fields";
import { StoryBody } from "./StoryBody";
import styles from "./RevisionStory.module.css";

/** A saved version's body as readers would read it, drawn by the post page's renderer. */
export async function RevisionStory({ revision }: { revision: Revision }) {
  const t = await getTranslations("Story");
  return (
    <section className={styles.revision} aria-labelledby="revision-story-title">
      <h2 id="revision-story-title">{t("revisionBody", { number: revision.number })}</h2>
      <StoryBody fields={bodyTextsOf(revision)} imageStyling="script" />
    </section>
  );
}
