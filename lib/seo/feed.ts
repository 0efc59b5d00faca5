import "server-only";
import { site } from "@/lib/site";
import { isoInNewsroom } from "@/lib/dates/newsroom-time";
import { rfc822InNewsroom } from "@/lib/dates/rss-date";
import { escapeFeedText, escapeHtml, escapeXml } from "./escape";
import { env } from "@/lib/env";
import { storyHtml } from "@/lib/story/story-html";
import { BODY_FIELDS } from "@/lib/validations/post-fields";
import type { FeedPost } from "../posts";
import { liveUpdatesHtml } from "./live-feed";
import { liveModifiedAt, publishedAt } from "./post-dates";
import { absoluteUrl, FEED_PATH, HOME_PATH, postPath } from "@/lib/urls";

export const FEED_SIZE = 20;

/** Titles and the channel's fields are plain text: readers show them as they are. */
const element = (name: string, text: string) => `<${name}>${escapeFeedText(text)}</${name}>`;

/**
 * Readers render an item's description as HTML (RSS 2.0: "entity-encoded HTML is allowed"). The site shows the
 * description as text, so the text is escaped as HTML first, then that HTML as XML: "<b>" stays the characters "<b>".
 */
const htmlElement = (name: string, text: string) => `<${name}>${escapeXml(escapeHtml(text))}</${name}>`;

/**
 * The whole body as the site draws it, sanitised (docs/stories.md): embeds as links, links and photos absolute; then
 * a live post's updates, so the item grows with them under the same guid.
 */
async function bodyHtml(post: FeedPost, link: string): Promise<string> {
  const siteUrl = env().SITE_URL;
  const story = await Promise.all(BODY_FIELDS.map((field) => storyHtml(post[field], { siteUrl })));
  const live = await liveUpdatesHtml(post.liveUpdates, link, siteUrl);
  return [...story, live].filter(Boolean).join("\n");
}

async function feedItem(post: FeedPost): Promise<string> {
  const link = absoluteUrl(postPath(post.id));
  return [
    "<item>",
    element("title", post.title),
    element("link", link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    htmlElement("description", post.description),
    `<content:encoded>${escapeXml(await bodyHtml(post, link))}</content:encoded>`,
    element("pubDate", rfc822InNewsroom(publishedAt(post))),
    // RSS 2.0 has no date of change for an item; Atom's, in its namespace, tells readers a correction was made.
    element("atom:updated", isoInNewsroom(liveModifiedAt(post))),
    "</item>",
  ].join("");
}

/** What a feed is of: its title, the page it follows and its own address (the site's, or a topic's). */
export type FeedChannel = { title: string; description: string; path: string; feedPath: string };

const SITE_CHANNEL: FeedChannel = {
  title: site.product,
  description: site.tagline,
  path: HOME_PATH,
  feedPath: FEED_PATH,
};

/** RSS 2.0 of the given posts (newest first); the build date is their latest change, so it only moves with news. */
export async function feedXml(posts: FeedPost[], channel: FeedChannel = SITE_CHANNEL): Promise<string> {
  const lastBuild = posts.map(liveModifiedAt).sort((a, b) => b.getTime() - a.getTime())[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "<channel>",
    element("title", channel.title),
    element("link", absoluteUrl(channel.path)),
    element("description", channel.description),
    element("language", "es-MX"),
    `<atom:link href="${escapeXml(absoluteUrl(channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    lastBuild ? element("lastBuildDate", rfc822InNewsroom(lastBuild)) : "",
    ...(await Promise.all(posts.map(feedItem))),
    "</channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}
