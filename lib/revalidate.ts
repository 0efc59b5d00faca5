import { revalidatePath } from "next/cache";

/** A new post changes its own page and every list it can appear on (all list pages shift by one). */
export function revalidateAfterPublishing(id: string): void {
  revalidatePath("/");
  revalidatePath("/post");
  // A route pattern names the route file, route group included; without "(site)" it matches no cached page.
  revalidatePath("/(site)/post/pages/[page]", "page");
  revalidatePath(`/post/${id}`);
  // The news sitemap and the feed list the newest posts too; the sitemaps follow the archive by themselves.
  revalidatePath("/news-sitemap.xml");
  revalidatePath("/feed.xml");
}
