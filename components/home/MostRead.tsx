import { getTranslations } from "next-intl/server";
import { PostGrid } from "@/components/post/PostGrid";
import { MOST_READ_DAYS } from "@/lib/analytics/most-read";
import type { ListedPost } from "@/lib/posts";
import { HomeSection } from "./HomeSection";

/** "Lo más leído" under the news: the week's most read posts, most read first; nothing before any post was read. */
export async function MostRead({ posts }: { posts: ListedPost[] }) {
  if (posts.length === 0) return null;
  const t = await getTranslations("MostRead");
  return (
    <HomeSection id="lo-mas-leido" title={t("title")} aside={<p>{t("period", { days: MOST_READ_DAYS })}</p>}>
      <PostGrid posts={posts} empty="" ranked />
    </HomeSection>
  );
}
