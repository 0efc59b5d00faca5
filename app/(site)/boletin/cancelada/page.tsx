import type { ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewsletterPage } from "@/components/newsletter/NewsletterPage";
import { newsletterMetadata } from "@/lib/seo/page-metadata";
import { NEWSLETTER_UNSUBSCRIBED_PATH } from "@/lib/urls";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) =>
  newsletterMetadata(NEWSLETTER_UNSUBSCRIBED_PATH, "unsubscribed", parent);

export default async function UnsubscribedPage() {
  const t = await getTranslations("Newsletter.unsubscribed");
  return <NewsletterPage title={t("title")} lead={t("lead")} />;
}
