import type { ResolvingMetadata } from "next";
import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/layout/PageIntro";
import { EmbedCookies } from "@/components/story/EmbedCookies";
import { fixedPageMetadata } from "@/lib/seo/page-metadata";
import { COOKIES_PATH, PRIVACY_NEWSLETTER_PATH, PRIVACY_PATH } from "@/lib/urls";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) =>
  fixedPageMetadata(COOKIES_PATH, "cookies", parent);

export default async function CookiesPage() {
  const t = await getTranslations("Cookies");
  return (
    <div className="container prose">
      <PageIntro title={t("title")} lead={t("lead")} />
      <p>{t("session")}</p>
      <p>{t("visitors")}</p>
      <p>{t.rich("counting", { link: (text) => <Link href={PRIVACY_PATH}>{text}</Link> })}</p>
      <p>{t.rich("newsletter", { link: (text) => <Link href={PRIVACY_NEWSLETTER_PATH}>{text}</Link> })}</p>
      <EmbedCookies />
    </div>
  );
}
