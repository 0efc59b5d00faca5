import type { MetadataRoute } from "next";
import { absoluteUrl, NEWS_SITEMAP_PATH, SITEMAP_PATH } from "@/lib/urls";

/**
 * The editor's screens and the JSON API are not for search results. Everything else is allowed without saying so:
 * an "Allow: /" first would let parsers that stop at the first matching line crawl everything.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", disallow: ["/login", "/createPost", "/edmNews"] },
    sitemap: [absoluteUrl(SITEMAP_PATH), absoluteUrl(NEWS_SITEMAP_PATH)],
  };
}
