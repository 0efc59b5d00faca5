import type { ResolvingMetadata } from "next";
import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { NewsletterPage } from "@/components/newsletter/NewsletterPage";
import styles from "@/components/newsletter/NewsletterPage.module.css";
import { newsletterMetadata } from "@/lib/seo/page-metadata";
import { NEWS_PATH, NEWSLETTER_CONFIRMED_PATH } from "@/lib/urls";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) =>
  newsletterMetadata(NEWSLETTER_CONFIRMED_PATH, "confirmed", parent);

export default async function ConfirmedPage() {
  const t = await getTranslations("Newsletter.confirmed");
  return (
    <NewsletterPage title={t("title")} lead={t("lead")}>
      <Link href={NEWS_PATH} className={styles.link}>
        {t("home")}
      </Link>
    </NewsletterPage>
  );
}
