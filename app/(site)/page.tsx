import type { ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { Hero } from "@/components/home/Hero";
import { LatestNews } from "@/components/home/LatestNews";
import { JsonLd } from "@/components/seo/JsonLd";
import { cacheUnderArchive } from "@/lib/archive-cache";
import { cacheTags } from "@/lib/cache-tags";
import { HOME_POSTS, listPostCards } from "@/lib/posts";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/json-ld";
import { homeMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) => homeMetadata(parent);

const NEWS_ANCHOR = "noticias";

export default async function HomePage() {
  await cacheUnderArchive(cacheTags.lists);
  const [t, posts] = await Promise.all([getTranslations("Home"), listPostCards({ limit: HOME_POSTS })]);
  return (
    <>
      <JsonLd data={websiteJsonLd()} />
      <JsonLd data={organizationJsonLd()} />
      <Hero
        kicker={t("kicker")}
        headline={t("headline")}
        lead={t("lead")}
        explore={t("explore")}
        learnMore={t("learnMore")}
        newsAnchor={NEWS_ANCHOR}
      />
      <LatestNews id={NEWS_ANCHOR} title={t("latest")} empty={t("empty")} more={t("learnMore")} posts={posts} />
    </>
  );
}
