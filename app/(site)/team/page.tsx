import type { ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/layout/PageIntro";
import { MemberCard } from "@/components/team/MemberCard";
import { fixedPageMetadata } from "@/lib/seo/page-metadata";
import { TEAM_PATH } from "@/lib/urls";
import { site, socialLinks } from "@/lib/site";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) => fixedPageMetadata(TEAM_PATH, "team", parent);

export default async function TeamPage() {
  const t = await getTranslations("Team");
  return (
    <div className="container">
      <PageIntro title={t("title")} lead={t("lead")} />
      <MemberCard
        name={site.developer}
        role={t("role")}
        photo={{
          src: "/images/team/diego-ramirez.webp",
          alt: t("photoAlt", { name: site.developer, product: site.product }),
        }}
        quote={t("quote")}
        social={{
          label: t("social", { name: site.developer }),
          links: socialLinks.map(({ key, href }) => ({ href, label: t(key) })),
          opensInNewTab: t("opensInNewTab"),
        }}
      />
    </div>
  );
}
