import type { ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/layout/PageIntro";
import { PrivacyNotice } from "@/components/privacy/PrivacyNotice";
import { fixedPageMetadata } from "@/lib/seo/page-metadata";
import { PRIVACY_PATH } from "@/lib/urls";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) =>
  fixedPageMetadata(PRIVACY_PATH, "privacy", parent);

export default async function PrivacyPage() {
  const t = await getTranslations("Privacy");
  return (
    <div className="container prose">
      <PageIntro title={t("title")} lead={t("lead")} />
      <PrivacyNotice />
    </div>
  );
}
