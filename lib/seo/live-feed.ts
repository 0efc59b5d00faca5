// A live post's updates in its feed item (docs/live.md): after the story, newest first, each with its time linking to
// its anchor on the post's page, its text through the story's feed renderer and its photo.
import "server-only";
import { getTranslations } from "next-intl/server";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { liveUpdateAnchor } from "@/lib/live/live-anchor";
import type { FeedLiveUpdate } from "@/lib/posts";
import { storyHtml } from "@/lib/story/story-html";
import { absoluteUrl } from "@/lib/urls";
import { escapeHtml } from "./escape";

async function updateHtml(update: FeedLiveUpdate, postUrl: string, siteUrl: string): Promise<string> {
  const anchor = escapeHtml(`${postUrl}#${liveUpdateAnchor(update.id)}`);
  const time = `<time datetime="${update.createdAt.toISOString()}">${formatNewsroomDateTime(update.createdAt)}</time>`;
  const photo = update.image
    ? `<figure><img src="${escapeHtml(absoluteUrl(update.image))}" alt="${escapeHtml(update.imageAlt)}"></figure>`
    : "";
  return `<p><a href="${anchor}">${time}</a></p>\n${await storyHtml(update.text, { siteUrl })}${photo}`;
}

/** The updates (newest first) under the heading the page gives them, as HTML; nothing for a post without any. */
export async function liveUpdatesHtml(updates: FeedLiveUpdate[], postUrl: string, siteUrl: string): Promise<string> {
  if (updates.length === 0) return "";
  const t = await getTranslations("LiveUpdates");
  const parts = [`<h2>${escapeHtml(t("title"))}</h2>`];
  // One at a time: the story worker's queue holds 240 fields, and a post may have 500 updates.
  for (const update of updates) parts.push(await updateHtml(update, postUrl, siteUrl));
  return parts.join("\n");
}
