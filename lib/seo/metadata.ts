import type { Metadata } from "next";
import type { StoredPost } from "@/lib/posts";
import { site } from "@/lib/site";
import { isoInNewsroom } from "./dates";
import { modifiedAt, publishedAt } from "./post-dates";
import { absoluteUrl, FEED_PATH, postPath } from "./urls";

const OG_LOCALE = "es_MX";

/** Defaults every page inherits: absolute URLs, the feed link in <head>, and the share card's basics. */
export function siteMetadata(description: string): Metadata {
  return {
    metadataBase: new URL(absoluteUrl("/")),
    alternates: { types: { "application/rss+xml": [{ url: FEED_PATH, title: site.product }] } },
    openGraph: { type: "website", siteName: site.product, locale: OG_LOCALE, title: site.product, description },
    twitter: { card: "summary_large_image", title: site.product, description },
  };
}

/**
 * A page's canonical address. Next.js replaces `alternates` as a whole, so the feed link is repeated here;
 * otherwise pages with a canonical would lose it.
 */
export function canonicalAlternates(path: string): Metadata["alternates"] {
  return {
    canonical: absoluteUrl(path),
    types: { "application/rss+xml": [{ url: FEED_PATH, title: site.product }] },
  };
}

/** Title, description, canonical and an article share card; og:image comes from the segment's opengraph-image. */
export function postMetadata(post: StoredPost): Metadata {
  const title = `${post.title} | ${site.product}`;
  const url = absoluteUrl(postPath(post.id));
  return {
    title: { absolute: title },
    description: post.description,
    alternates: canonicalAlternates(postPath(post.id)),
    openGraph: {
      type: "article",
      url,
      title,
      description: post.description,
      siteName: site.product,
      locale: OG_LOCALE,
      publishedTime: isoInNewsroom(publishedAt(post)),
      modifiedTime: isoInNewsroom(modifiedAt(post)),
      authors: [post.author],
    },
    twitter: { card: "summary_large_image", title, description: post.description },
  };
}
