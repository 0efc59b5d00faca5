import "server-only";
import type { Metadata, ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { site } from "@/lib/site";
import { notFoundMetadata, pageMetadata, pageTitle } from "./metadata";
import { HOME_PATH, listPagePath, LOGIN_PATH } from "@/lib/urls";
import { searchPath } from "@/lib/search/search-path";

/** The site's share card, drawn by app/opengraph-image.tsx, as the parent segments resolved it. */
const siteShareImages = async (parent: ResolvingMetadata) => (await parent).openGraph?.images ?? [];

/** The home page keeps the specification's title and description. */
export async function homeMetadata(parent: ResolvingMetadata): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return pageMetadata(HOME_PATH, { title: site.product, description: t("description") }, await siteShareImages(parent));
}

/** /post, and /post?page=N with its number in the title ("Noticias — página 3 | Pulso Electrónico"). */
export async function newsListMetadata(page: number, parent: ResolvingMetadata): Promise<Metadata> {
  const t = await getTranslations("Metadata.news");
  const first = page <= 1;
  const text = {
    title: pageTitle(first ? t("title") : t("pageTitle", { page })),
    description: first ? t("description") : t("pageDescription", { page }),
  };
  return pageMetadata(listPagePath(page), text, await siteShareImages(parent));
}

/** The fixed pages, named as in the messages' Metadata group. */
export async function fixedPageMetadata(
  path: string,
  page: "team" | "contact" | "cookies" | "privacy",
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  const text = {
    title: pageTitle(t(`${page}.title`)),
    description: t(`${page}.description`, { product: site.product, name: site.developer }),
  };
  return pageMetadata(path, text, await siteShareImages(parent));
}

/** /login: named and addressed like every page (its canonical and og:url), and kept out of search results. */
export async function loginMetadata(parent: ResolvingMetadata): Promise<Metadata> {
  const t = await getTranslations("Login");
  const text = { title: pageTitle(t("pageTitle")), description: t("lead", { product: site.product }) };
  return { ...pageMetadata(LOGIN_PATH, text, await siteShareImages(parent)), robots: { index: false, follow: false } };
}

/**
 * A search (/buscar?q=&page=): kept out of search engines' results, with its own address as canonical and og:url, so a
 * shared search opens the same results.
 */
export async function searchMetadata(query: string, page: number, parent: ResolvingMetadata): Promise<Metadata> {
  const t = await getTranslations("Search");
  const text = { title: pageTitle(query ? t("queryTitle", { query }) : t("title")), description: t("description") };
  return {
    ...pageMetadata(searchPath(query, page), text, await siteShareImages(parent)),
    robots: { index: false, follow: true },
  };
}

/** An unknown address, or a post that does not exist: Next.js adds noindex to every 404 it renders. */
export async function missingPageMetadata(
  what: "notFound" | "postNotFound" | "postGone" | "notPermitted",
): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return notFoundMetadata({ title: pageTitle(t(`${what}.title`)), description: t(`${what}.description`) });
}

/**
 * A removed post's address (410): named and claiming no address; Next.js adds noindex, as to every answer above 400 it
 * renders (proxy.ts answers it so).
 */
export async function goneMetadata(): Promise<Metadata> {
  return missingPageMetadata("postGone");
}

/** The boletín's pages: named, and kept out of search results (a link's page is one reader's, the others say little). */
export async function newsletterMetadata(
  path: string,
  page: "signup" | "checkInbox" | "confirm" | "confirmed" | "unsubscribe" | "unsubscribed",
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const t = await getTranslations("Newsletter");
  const text = {
    title: pageTitle(t(`${page}.title`)),
    description: t("signup.description", { product: site.product }),
  };
  return { ...pageMetadata(path, text, await siteShareImages(parent)), robots: { index: false, follow: false } };
}
