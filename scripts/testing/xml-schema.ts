import { spawnSync } from "node:child_process";
import path from "node:path";

const SCHEMAS = path.join(process.cwd(), "lib", "seo", "schemas");

/** The official schemas kept in lib/seo/schemas (see the README there), by the document they check. */
export const SITEMAP_SCHEMAS = {
  urlset: "sitemap.xsd",
  sitemapindex: "siteindex.xsd",
  news: "news-sitemap.xsd",
} as const;

export type SchemaValidation = { valid: boolean; output: string };

/** `xmllint --noout --schema <xsd> -` (Debian's libxml2-utils) on the document: what a sitemap validator says. */
export function validateXml(xml: string, schema: keyof typeof SITEMAP_SCHEMAS): SchemaValidation {
  const run = spawnSync("xmllint", ["--noout", "--schema", path.join(SCHEMAS, SITEMAP_SCHEMAS[schema]), "-"], {
    input: xml,
    encoding: "utf8",
  });
  if (run.error) throw new Error(`xmllint could not run (install Debian's libxml2-utils): ${run.error.message}`);
  return { valid: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}
