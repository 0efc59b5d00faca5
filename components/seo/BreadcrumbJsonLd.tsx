import { getTranslations } from "next-intl/server";
import { breadcrumbJsonLd, type BreadcrumbSection, type Crumb } from "@/lib/seo/breadcrumbs";
import { JsonLd } from "./JsonLd";

type Props = { section: BreadcrumbSection | null; page: Crumb; via?: Crumb };

/** A post's, an event's, a topic's or an author's trail from the home page, for search engines. */
export async function BreadcrumbJsonLd({ section, page, via }: Props) {
  const t = await getTranslations("Breadcrumbs");
  const words = { home: t("home"), news: t("news"), events: t("events"), topics: t("topics") };
  return <JsonLd data={breadcrumbJsonLd(words, section, page, via)} />;
}
