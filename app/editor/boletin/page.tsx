import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { requireEditor } from "@/components/editor/require-editor";
import { SubscriberCounts } from "@/components/editor/newsletter/SubscriberCounts";
import { UnsubscribeAddress } from "@/components/editor/newsletter/UnsubscribeAddress";
import styles from "@/components/editor/newsletter/Newsletter.module.css";
import { EDITOR_PATH, NEWSLETTER_EDITOR_PATH } from "@/lib/editor/editor-paths";
import { subscriberCounts } from "@/lib/newsletter/subscriber-list";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NewsletterEditor");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/boletin - the boletín's readers, the next edition, its test send and "Enviar", and the editions sent
export default async function NewsletterPage() {
  const session = await requireEditor(NEWSLETTER_EDITOR_PATH);
  const [t, counts] = await Promise.all([getTranslations("NewsletterEditor"), subscriberCounts()]);
  return (
    <div className="container">
      <EditorIntro
        title={t("title")}
        lead={t("lead")}
        links={[{ href: EDITOR_PATH, label: t("toDashboard") }]}
        current="newsletter"
      />
      <EditorStatus publishingToken={session.publishingToken}>
        <SubscriberCounts counts={counts} />
        <section className={styles.section} aria-labelledby="unsubscribe-heading">
          <h2 id="unsubscribe-heading">{t("unsubscribe.heading")}</h2>
          <p className={styles.note}>{t("unsubscribe.lead")}</p>
          <UnsubscribeAddress
            labels={{
              email: t("unsubscribe.email"),
              submit: t("unsubscribe.submit"),
              working: t("unsubscribe.working"),
              done: t.raw("unsubscribe.done") as string,
              errors: {
                invalid: t("unsubscribe.errors.invalid"),
                "401": t("unsubscribe.errors.401"),
                "403": t("unsubscribe.errors.403"),
                "404": t("unsubscribe.errors.404"),
                other: t("unsubscribe.errors.other"),
              },
            }}
          />
        </section>
      </EditorStatus>
    </div>
  );
}
