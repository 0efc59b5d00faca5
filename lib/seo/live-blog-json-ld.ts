// A post with live coverage in its JSON-LD (docs/live.md): a LiveBlogPosting until its coverage ends, then the
// NewsArticle it was, its updates each a BlogPosting either way. Pure: the page hands it what it read.
import "server-only";
import { isoInNewsroom } from "@/lib/dates/newsroom-time";
import { coverageOf } from "@/lib/newsroom/live-window";
import { liveUpdateAnchor } from "@/lib/live/live-anchor";
import type { Media } from "@/lib/media/find-media";
import type { StoredPost } from "@/lib/posts";
import { cutAtWord } from "./cut-at-word";
import { HEADLINE_MAX, newsArticleJsonLd } from "./json-ld";
import { liveModifiedAt } from "./post-dates";
import { articleImages } from "./post-images";

/** An update as the JSON-LD reads it: its reader's text (its Markdown's plain text), its photo and its times. */
export type LiveBlogEntry = {
  id: string;
  bodyText: string;
  image: string;
  media: Media | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The first line of its text; the post's title for an update whose text reads as nothing (a photo alone). */
function entryHeadline({ bodyText }: LiveBlogEntry, title: string): string {
  const firstLine = bodyText
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line !== "");
  return cutAtWord(firstLine ?? title, HEADLINE_MAX);
}

export function liveBlogUpdateJsonLd(entry: LiveBlogEntry, postUrl: string, title: string) {
  return {
    "@type": "BlogPosting",
    headline: entryHeadline(entry, title),
    datePublished: isoInNewsroom(entry.createdAt),
    dateModified: isoInNewsroom(entry.updatedAt),
    articleBody: entry.bodyText,
    url: `${postUrl}#${liveUpdateAnchor(entry.id)}`,
    ...(entry.image && { image: articleImages(entry) }),
  };
}

/** What the page read besides the post: its event as `about`, its updates, and the time. */
export type LiveArticleParts = { about?: object; entries: LiveBlogEntry[]; now: Date };

/**
 * The post's article. A post with a coverage window is a LiveBlogPosting from its publication until the window ends
 * (before the window opens too: schema.org lets a live blog exist before its coverage begins, and Google then knows
 * it ahead), with its window and its updates as liveBlogUpdate. Once over, it is a NewsArticle again, and its updates stay as
 * hasPart (CreativeWork's: liveBlogUpdate belongs to LiveBlogPosting alone). A post with neither window nor updates
 * is the plain NewsArticle.
 */
export function postArticleJsonLd(post: StoredPost, { about, entries, now }: LiveArticleParts) {
  const article = newsArticleJsonLd(post, about);
  const coverage = coverageOf(post);
  if (!coverage && entries.length === 0) return article;
  const updates = entries.map((entry) => liveBlogUpdateJsonLd(entry, article.url, post.title));
  const dateModified = isoInNewsroom(liveModifiedAt({ ...post, liveUpdates: entries }));
  if (coverage && now < coverage.end) {
    return {
      ...article,
      "@type": "LiveBlogPosting",
      dateModified,
      coverageStartTime: isoInNewsroom(coverage.start),
      coverageEndTime: isoInNewsroom(coverage.end),
      ...(updates.length > 0 && { liveBlogUpdate: updates }),
    };
  }
  return { ...article, dateModified, ...(updates.length > 0 && { hasPart: updates }) };
}
