import type { Metadata, ResolvingMetadata } from "next";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { AuthorPosts } from "@/components/authors/AuthorPosts";
import { authorPageMetadata } from "@/components/authors/author-metadata";
import { authorPageAt, redirectFormerAuthor } from "@/lib/authors/author-page";
import { missingPageMetadata } from "@/lib/seo/page-metadata";

// /autor/{slug}?page=N is rewritten here (next.config.ts); each page renders on its first visit, then is cached.
export const dynamicParams = true;

export function generateStaticParams(): { slug: string; page: string }[] {
  return [];
}

export async function generateMetadata(
  { params }: PageProps<"/autor/[slug]/pages/[page]">,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { slug, page } = await params;
  const author = await authorPageAt(slug, page);
  return author ? authorPageMetadata(author, parent) : missingPageMetadata("notFound");
}

export default async function AuthorPageN({ params }: PageProps<"/autor/[slug]/pages/[page]">) {
  const { slug, page } = await params;
  const author = await authorPageAt(slug, page);
  if (author) return <AuthorPosts {...author} />;
  await redirectFormerAuthor(slug, page);
  return <NotFoundAnswer />;
}
