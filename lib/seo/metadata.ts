import "server-only";
import type { Metadata } from "next";
import type { StoredPost } from "@/lib/posts";
import { site } from "@/lib/site";
import { isoInNewsroom } from "@/lib/dates/newsroom-time";
import { liveModifiedAt, publishedAt, type LiveDatedPost } from "./post-dates";
import { shareImage } from "./post-images";
import { absoluteUrl, FEED_PATH, HOME_PATH, postPath } from "@/lib/urls";

const OG_LOCALE = "es_MX";
const sharedOpenGraph = { siteName: site.product, locale: OG_LOCALE } as const;

/** What a page says of itself: the <title> (already with the site's name) and its description. */
export type PageText = { title: string; description: string };

type ShareImages = NonNullable<Metadata["openGraph"]>["images"];

/** "Noticias" -> "Noticias | Pulso Electrónico": every page's <title> but the home page's. */
export const pageTitle = (name: string) => `${name} | ${site.product}`;

/** Defaults every page inherits: absolute URLs, the feed link in <head>, and the share card's basics. */
export function siteMetadata(description: string): Metadata {
  return {
    metadataBase: new URL(absoluteUrl(HOME_PATH)),
    alternates: { types: { "application/rss+xml": [{ url: FEED_PATH, title: site.product }] } },
    openGraph: { ...sharedOpenGraph, type: "website", title: site.product, description },
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

/**
 * A public page's own title and description, in <head> and on its share card, and one absolute address as both its
 * canonical and og:url. Next.js replaces `openGraph` as a whole, so the site's name and locale are repeated, and so
 * are the share images the page would inherit (`images`); without them, the page's own opengraph-image file fills in.
 */
export function pageMetadata(path: string, { title, description }: PageText, images?: ShareImages): Metadata {
  return {
    title: { absolute: title },
    description,
    alternates: canonicalAlternates(path),
    openGraph: {
      ...sharedOpenGraph,
      type: "website",
      url: absoluteUrl(path),
      title,
      description,
      ...(images && { images }),
    },
    twitter: { card: "summary_large_image", title, description },
  };
}

/**
 * A not-found page: its own words and no address of its own. It advertises no share image: the one its segment
 * would inherit (a post's card) does not exist for a missing post.
 */
export function notFoundMetadata({ title, description }: PageText): Metadata {
  return {
    title: { absolute: title },
    description,
    openGraph: { ...sharedOpenGraph, type: "website", title, description, images: [] },
    twitter: { card: "summary", title, description, images: [] },
  };
}

/**
 * A post's or an event's page lets search engines show its photo large (Google Discover shows only those); without it
 * Google may show a thumbnail at most.
 */
export const largeImagePreview = { "max-image-preview": "large" } as const satisfies Metadata["robots"];

/**
 * A post: its page's metadata, with an article share card carrying its publication and modification dates (its live
 * updates' included, as every document dates it). A photo uploaded here is its own share image, read out with
 * `imageAlt`; any other post's card is drawn beside its page.
 */
export function postMetadata(
  post: StoredPost,
  imageAlt: string,
  liveUpdates: LiveDatedPost["liveUpdates"] = [],
): Metadata {
  const share = shareImage(post, imageAlt);
  const text = { title: pageTitle(post.title), description: post.description };
  const page = pageMetadata(postPath(post.id), text, share && [share]);
  return {
    ...page,
    robots: largeImagePreview,
    openGraph: {
      ...page.openGraph,
      type: "article",
      publishedTime: isoInNewsroom(publishedAt(post)),
      modifiedTime: isoInNewsroom(liveModifiedAt({ ...post, liveUpdates })),
      authors: [post.author],
    },
    twitter: { ...page.twitter, ...(share && { images: [{ url: share.url, alt: share.alt }] }) },
  };
}
