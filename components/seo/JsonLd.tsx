import { serializeJsonLd } from "@/lib/seo/escape";

/** Structured data for search engines; serializeJsonLd keeps any text inside it from closing the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
