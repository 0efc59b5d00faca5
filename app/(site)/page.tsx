import type { ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { Hero } from "@/components/home/Hero";
import { LatestNews } from "@/components/home/LatestNews";
import { LiveNow } from "@/components/home/LiveNow";
import { MostRead } from "@/components/home/MostRead";
import { NextEvents } from "@/components/home/NextEvents";
import { JsonLd } from "@/components/seo/JsonLd";
import { readMostRead } from "@/lib/analytics/most-read";
import { cacheUnderArchive } from "@/lib/archive-cache";
import { cacheTags, cacheUnder } from "@/lib/cache-tags";
import { readNextEvents } from "@/lib/events/guide";
import { readLiveNow } from "@/lib/live/live-now";
import { HOME_POSTS, listPostCards } from "@/lib/posts";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/json-ld";
import { homeMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) => homeMetadata(parent);

const NEWS_ANCHOR = "noticias";

export default async function HomePage() {
  await cacheUnderArchive(cacheTags.lists, cacheTags.events);
  const [t, posts, next, mostRead, live] = await Promise.all([
    getTranslations("Home"),
    listPostCards({ limit: HOME_POSTS }),
    readNextEvents(),
    readMostRead(),
    readLiveNow(),
  ]);
  // An event leaves the block once it is over, a live post's "EN VIVO" comes and goes with its coverage: the page is
  // kept until the first of these moments.
  for (const changesAt of [next.changesAt, live.changesAt]) if (changesAt) await cacheUnder(cacheTags.due(changesAt));
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
      <LiveNow posts={live.posts} />
      <NextEvents events={next.events} />
      <LatestNews id={NEWS_ANCHOR} title={t("latest")} empty={t("empty")} more={t("learnMore")} posts={posts} />
      <MostRead posts={mostRead} />
    </>
  );
}
