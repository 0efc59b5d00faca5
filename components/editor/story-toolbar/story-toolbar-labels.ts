import "server-only";
import { getTranslations } from "next-intl/server";
import type { StoryToolbarLabels } from "./StoryToolbar";

/** The story toolbar's words and the format help's; the ones with {placeholders} raw, filled in the browser. */
export async function storyToolbarLabels(): Promise<StoryToolbarLabels> {
  const t = await getTranslations("StoryToolbar");
  return {
    toolbar: t.raw("toolbar") as string,
    shortcut: t.raw("shortcut") as string,
    tools: t.raw("tools") as StoryToolbarLabels["tools"],
    insert: t("insert"),
    cancel: t("cancel"),
    link: t.raw("link") as StoryToolbarLabels["link"],
    embed: t.raw("embed") as StoryToolbarLabels["embed"],
    photo: t.raw("photo") as StoryToolbarLabels["photo"],
    help: t.raw("help") as StoryToolbarLabels["help"],
    preview: t.raw("preview") as StoryToolbarLabels["preview"],
  };
}
