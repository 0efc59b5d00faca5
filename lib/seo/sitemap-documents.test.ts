import { env } from "@/lib/env";
import { createPost } from "@/lib/posts";
import { aPost } from "@/scripts/testing/post-fixture";
import { validateXml } from "@/scripts/testing/xml-schema";
import { sitemapDocument, sitemapPartDocument } from "./sitemap-documents";

const text = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));
const locs = (xml: string | null) => [...(xml ?? "").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("sitemap documents over the real store", () => {
  it("list a post published after the document was first built", async () => {
    await sitemapDocument();
    const post = await createPost(aPost({ title: "Publicada después" }));
    expect(locs(text(await sitemapDocument()))).toContain(`${env().SITE_URL}/post/${post.id}`);
  });

  it("become an index of parts past the limit, each part holding its share from the home page on", async () => {
    await createPost(aPost({ title: "Con partes" }));
    const index = text(await sitemapDocument(2));
    expect(index).toContain("<sitemapindex");
    expect(locs(index).slice(0, 2)).toEqual([`${env().SITE_URL}/sitemap/1.xml`, `${env().SITE_URL}/sitemap/2.xml`]);
    const first = text(await sitemapPartDocument(1, 2));
    expect(first).toContain("<urlset");
    expect(locs(first)).toEqual([`${env().SITE_URL}/`, `${env().SITE_URL}/post`]);
    expect(await sitemapPartDocument(1_000_000, 2)).toBeNull();
  });

  it("pass the official sitemap schemas: the sitemap, an index and each of its parts", async () => {
    await createPost(aPost({ title: "Validada" }));
    const valid = { valid: true, output: "- validates" };
    expect(validateXml(text(await sitemapDocument())!, "urlset")).toEqual(valid);
    const index = text(await sitemapDocument(3))!;
    expect(validateXml(index, "sitemapindex")).toEqual(valid);
    for (const part of locs(index).map((loc) => Number(/(\d+)\.xml$/.exec(loc)![1]))) {
      expect(validateXml(text(await sitemapPartDocument(part, 3))!, "urlset")).toEqual(valid);
    }
  });
});
