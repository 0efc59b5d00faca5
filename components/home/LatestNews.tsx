import Link from "@/components/layout/Link";
import { PostGrid } from "@/components/post/PostGrid";
import type { ListedPost } from "@/lib/posts";
import { NEWS_PATH } from "@/lib/urls";
import { HomeSection } from "./HomeSection";

type Props = { id: string; title: string; empty: string; more: string; posts: ListedPost[] };

export function LatestNews({ id, title, empty, more, posts }: Props) {
  return (
    <HomeSection id={id} title={title} aside={<Link href={NEWS_PATH}>{more} →</Link>}>
      <PostGrid posts={posts} empty={empty} />
    </HomeSection>
  );
}
