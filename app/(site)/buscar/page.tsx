import type { Metadata, ResolvingMetadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { PageIntro } from "@/components/layout/PageIntro";
import { SearchEmpty } from "@/components/search/SearchEmpty";
import { SearchForm } from "@/components/search/SearchForm";
import { SearchResults } from "@/components/search/SearchResults";
import { searchPage, searchParamsSchema } from "@/lib/search/search-page";
import { searchMetadata } from "@/lib/seo/page-metadata";
import { searchPath } from "@/lib/search/search-path";

// Rendered for every request (it reads ?q=): never in the page cache, nor in a shared cache (docs/search.md).

const readQuery = cache(async (searchParams: PageProps<"/buscar">["searchParams"]) =>
  searchParamsSchema.parse(await searchParams),
);

export async function generateMetadata(
  { searchParams }: PageProps<"/buscar">,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { q, page } = await readQuery(searchParams);
  return searchMetadata(q, page ?? 1, parent);
}

export default async function SearchPage({ searchParams }: PageProps<"/buscar">) {
  const t = await getTranslations("Search");
  const { q, page } = await readQuery(searchParams);
  const found = q && page ? await searchPage(q, page) : null;
  // A search's pages change with every publication, so an old link past the last page leads to the last, and an
  // address with no page number to the first. Never a 404: rendered per request, this page could only send Next.js's
  // empty error document for one (a page rendered ahead sends its whole not-found words, components/not-found).
  const last = found?.pages ?? 1;
  if (!page || page > last) redirect(searchPath(q, page ? last : 1));
  const labels = { name: t("formName"), field: t("field"), placeholder: t("placeholder"), submit: t("submit") };
  return (
    <div className="container">
      <PageIntro title={t("title")} lead={t("lead")}>
        <SearchForm labels={labels} query={q} size="large" />
      </PageIntro>
      {found && found.total > 0 ? <SearchResults query={q} found={found} /> : <SearchEmpty query={q} />}
    </div>
  );
}
