import { getTranslations } from "next-intl/server";
import { UnsubscribeAddress } from "./UnsubscribeAddress";
import styles from "./Newsletter.module.css";

/** For a reader who asks to leave by mail (the mailto of List-Unsubscribe) or any other way. */
export async function UnsubscribeSection() {
  const t = await getTranslations("NewsletterEditor.unsubscribe");
  return (
    <section className={styles.section} aria-labelledby="unsubscribe-heading">
      <h2 id="unsubscribe-heading">{t("heading")}</h2>
      <p className={styles.note}>{t("lead")}</p>
      <UnsubscribeAddress
        labels={{
          email: t("email"),
          submit: t("submit"),
          working: t("working"),
          done: t.raw("done") as string,
          errors: {
            invalid: t("errors.invalid"),
            "401": t("errors.401"),
            "403": t("errors.403"),
            "404": t("errors.404"),
            other: t("errors.other"),
          },
        }}
      />
    </section>
  );
}
