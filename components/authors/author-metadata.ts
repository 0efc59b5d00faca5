// What an author's page says of itself in <head> and on its share card.
import "server-only";
import type { Metadata, ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { authorImage } from "@/lib/seo/author-image";
import { cutAtWord } from "@/lib/seo/cut-at-word";
import { pageMetadata, pageTitle } from "@/lib/seo/metadata";
import { site } from "@/lib/site";
import type { AuthorPage } from "@/lib/authors/author-page";
import { authorPath } from "@/lib/authors/author-paths";

/** Search results show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/** "Diego Ramírez: sus notas | Pulso Electrónico"; the bio as description, and the photo as share image, when set. */
export async function authorPageMetadata({ author, page }: AuthorPage, parent: ResolvingMetadata): Promise<Metadata> {
  const t = await getTranslations("Authors");
  const { name, bio } = author;
  const text = {
    title: pageTitle(page <= 1 ? t("metaTitle", { name }) : t("metaPageTitle", { name, page })),
    description: bio ? cutAtWord(bio, DESCRIPTION_MAX) : t("metaDescription", { name, product: site.product }),
  };
  const photo = authorImage(author);
  const images = photo ? [photo] : ((await parent).openGraph?.images ?? []);
  return pageMetadata(authorPath(author.slug, page), text, images);
}
