import type { Metadata, ResolvingMetadata } from "next";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { AuthorPosts } from "@/components/authors/AuthorPosts";
import { authorPageMetadata } from "@/components/authors/author-metadata";
import { authorPageAt, redirectFormerAuthor } from "@/lib/authors/author-page";
import { missingPageMetadata } from "@/lib/seo/page-metadata";

// Each author's page renders on its first visit, then comes from the cache until a publication or the author's change.
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata(
  { params }: PageProps<"/autor/[slug]">,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const author = await authorPageAt((await params).slug, "1");
  return author ? authorPageMetadata(author, parent) : missingPageMetadata("notFound");
}

export default async function AuthorPage({ params }: PageProps<"/autor/[slug]">) {
  const { slug } = await params;
  const author = await authorPageAt(slug, "1");
  if (author) return <AuthorPosts {...author} />;
  await redirectFormerAuthor(slug, "1");
  return <NotFoundAnswer />;
}
