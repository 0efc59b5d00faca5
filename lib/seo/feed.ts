import { site } from "@/lib/site";
import { rfc822InNewsroom, startOfNewsroomDay } from "./dates";
import { escapeXml } from "./escape";
import type { IndexedPost } from "../posts";
import { absoluteUrl, FEED_PATH, postPath } from "./urls";

export const FEED_SIZE = 20;

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function feedItem(post: IndexedPost): string {
  const link = absoluteUrl(postPath(post.id));
  return [
    "<item>",
    element("title", post.title),
    element("link", link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    element("description", post.description),
    element("pubDate", rfc822InNewsroom(startOfNewsroomDay(post.date))),
    "</item>",
  ].join("");
}

/** RSS 2.0 of the given posts (newest first); the build date is the latest publication, so it only moves with news. */
export function feedXml(posts: IndexedPost[]): string {
  const lastBuild = posts.map((post) => post.createdAt).sort((a, b) => b.getTime() - a.getTime())[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", site.product),
    element("link", absoluteUrl("/")),
    element("description", site.tagline),
    element("language", "es-MX"),
    `<atom:link href="${escapeXml(absoluteUrl(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    lastBuild ? element("lastBuildDate", rfc822InNewsroom(lastBuild)) : "",
    ...posts.map(feedItem),
    "</channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}
