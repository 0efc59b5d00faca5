import { env } from "@/lib/env";
import type { StoredPost } from "@/lib/posts";
import { site } from "@/lib/site";
import { aMedia, anUploadedImage } from "@/scripts/testing/media-fixture";
import { newsArticleJsonLd, organizationJsonLd, websiteJsonLd } from "./json-ld";

const post: StoredPost = {
  id: "edc-mexico-2025",
  title: "EDC México 2025",
  description: "Tres días en el Autódromo.",
  introduction: "a",
  climax: "b",
  conclusion: "c",
  author: "Diego Ramírez",
  image: "/images/posts/edc-mexico-2025.webp",
  imageAlt: "",
  media: null,
  date: "2025-02-24",
  publishedAt: new Date("2025-03-01T18:00:00Z"),
  updatedAt: new Date("2025-03-01T18:00:00Z"),
};

describe("newsArticleJsonLd", () => {
  const origin = env().SITE_URL;

  it("carries every field Google reads for a news article, with absolute addresses", () => {
    const article = newsArticleJsonLd(post);
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: post.title,
      description: post.description,
      image: [`${origin}/images/posts/edc-mexico-2025.webp`],
      datePublished: "2025-02-24T00:00:00-06:00",
      dateModified: "2025-03-01T12:00:00-06:00",
      mainEntityOfPage: { "@type": "WebPage", "@id": `${origin}/post/edc-mexico-2025` },
      publisher: { "@type": "Organization", name: site.product, logo: { url: `${origin}/images/brand/logo.png` } },
    });
  });

  it("links every byline to its author's page, whatever the capitals or accents, and no page for a name without one", () => {
    expect(newsArticleJsonLd({ ...post, author: " Diego Ramírez " }).author).toEqual([
      { "@type": "Person", name: "Diego Ramírez", url: `${origin}/autor/diego-ramirez` },
    ]);
    expect(newsArticleJsonLd({ ...post, author: "ana torres" }).author).toEqual([
      { "@type": "Person", name: "ana torres", url: `${origin}/autor/ana-torres` },
    ]);
    expect(newsArticleJsonLd({ ...post, author: "***" }).author).toEqual([{ "@type": "Person", name: "***" }]);
  });

  it("cuts a headline past Google's 110 characters between words", () => {
    const title = `${"Crónica de la noche más larga del Autódromo ".repeat(4)}fin`;
    const { headline } = newsArticleJsonLd({ ...post, title });
    expect(title.length).toBeGreaterThan(110);
    expect(headline.length).toBeLessThanOrEqual(110);
    expect(headline).toBe(
      "Crónica de la noche más larga del Autódromo Crónica de la noche más larga del Autódromo Crónica de la noche…",
    );
  });

  it("gives Google an uploaded photo's 16:9, 4:3 and 1:1 crops", () => {
    const media = aMedia();
    expect(newsArticleJsonLd({ ...post, image: anUploadedImage(media), media }).image).toEqual(
      ["16x9", "4x3", "1x1"].map((ratio) => `${origin}/media/${media.hash}/crop-${ratio}-f500-500.jpg`),
    );
  });

  it("keeps an image that is already absolute", () => {
    const image = "https://images.example.mx/edc.jpg";
    expect(newsArticleJsonLd({ ...post, image }).image).toEqual([image]);
  });
});

describe("site JSON-LD", () => {
  it("names the site and its publisher, who has a logo", () => {
    const website = websiteJsonLd();
    const organization = organizationJsonLd();
    expect(website).toMatchObject({ "@type": "WebSite", name: site.product, inLanguage: "es-MX" });
    expect(website.publisher["@id"]).toBe(organization["@id"]);
    expect(organization.logo.url).toMatch(/^https?:\/\/.+\/images\/brand\/logo\.png$/);
  });
});
