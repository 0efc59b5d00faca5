import { revalidatePath, revalidateTag } from "next/cache";
import { sharedPostTag } from "./seo/shared-post";

/** A new post changes its own page and every list it can appear on (all list pages shift by one). */
export function revalidateAfterPublishing(id: string): void {
  revalidatePath("/");
  revalidatePath("/post");
  // A route pattern names the route file, route group included; without "(site)" it matches no cached page.
  revalidatePath("/(site)/post/pages/[page]", "page");
  revalidatePath(`/post/${id}`);
  // The sitemaps and the feed list every post too.
  revalidatePath("/sitemap.xml");
  // A route handler pattern has no "page" tag: the parts are reached through their folder.
  revalidatePath("/sitemap", "layout");
  revalidatePath("/news-sitemap.xml");
  revalidatePath("/feed.xml");
  revalidateTag(sharedPostTag(id), { expire: 0 });
}
