import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { site } from "@/lib/site";
import { notFoundMetadata, pageMetadata, pageTitle } from "./metadata";
import { listPagePath } from "./urls";

/** The home page keeps the specification's title and description. */
export async function homeMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return pageMetadata("/", { title: site.product, description: t("description") });
}

/** /post, and /post?page=N with its number in the title ("Noticias — página 3 | Pulso Electrónico"). */
export async function newsListMetadata(page: number): Promise<Metadata> {
  const t = await getTranslations("Metadata.news");
  const first = page <= 1;
  return pageMetadata(listPagePath(page), {
    title: pageTitle(first ? t("title") : t("pageTitle", { page })),
    description: first ? t("description") : t("pageDescription", { page }),
  });
}

/** The fixed pages, named as in the messages' Metadata group. */
export async function fixedPageMetadata(path: string, page: "team" | "contact" | "cookies"): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return pageMetadata(path, {
    title: pageTitle(t(`${page}.title`)),
    description: t(`${page}.description`, { product: site.product, name: site.developer }),
  });
}

/** An unknown address, or a post that does not exist. */
export async function missingPageMetadata(what: "notFound" | "postNotFound"): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return notFoundMetadata({ title: pageTitle(t(`${what}.title`)), description: t(`${what}.description`) });
}
