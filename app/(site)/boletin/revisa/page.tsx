import type { ResolvingMetadata } from "next";
import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { NewsletterPage } from "@/components/newsletter/NewsletterPage";
import styles from "@/components/newsletter/NewsletterPage.module.css";
import { newsletterMetadata } from "@/lib/seo/page-metadata";
import { site } from "@/lib/site";
import { HOME_PATH, NEWSLETTER_SIGNED_UP_PATH } from "@/lib/urls";

/** What a reader can check when no mail comes; the same for every reader, whatever the address's state. */
const TIPS = ["spam", "typo", "again", "already"] as const;

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) =>
  newsletterMetadata(NEWSLETTER_SIGNED_UP_PATH, "checkInbox", parent);

export default async function CheckInboxPage() {
  const t = await getTranslations("Newsletter.checkInbox");
  return (
    <NewsletterPage title={t("title")} lead={t("lead")}>
      <section className={styles.tips} aria-labelledby="boletin-no-llego">
        <h2 id="boletin-no-llego">{t("missingTitle")}</h2>
        <ul>
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip, { product: site.product })}</li>
          ))}
        </ul>
      </section>
      <Link href={HOME_PATH} className={styles.link}>
        {t("home")}
      </Link>
    </NewsletterPage>
  );
}
