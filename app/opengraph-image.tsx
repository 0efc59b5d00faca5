import { getTranslations } from "next-intl/server";
import { LOCALE } from "@/lib/i18n/request";
import { shareCard, SHARE_CARD_SIZE } from "@/lib/seo/share-card";
import { site } from "@/lib/site";

export const alt = `${site.product}: ${site.tagline}`;
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";

export default async function SiteShareImage() {
  const t = await getTranslations({ locale: LOCALE, namespace: "Seo" });
  return shareCard({ kicker: t("shareImageKicker"), title: t("siteShareTitle") });
}
