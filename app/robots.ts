import type { MetadataRoute } from "next";
import { absoluteUrl, NEWS_SITEMAP_PATH, SITEMAP_PATH } from "@/lib/seo/urls";

/** The editor's screens and the JSON API are not for search results. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/login", "/createPost", "/edmNews"] },
    sitemap: [absoluteUrl(SITEMAP_PATH), absoluteUrl(NEWS_SITEMAP_PATH)],
  };
}
