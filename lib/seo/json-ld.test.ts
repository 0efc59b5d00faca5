import { env } from "@/lib/env";
import type { StoredPost } from "@/lib/posts";
import { site } from "@/lib/site";
import { bodyTextOf } from "@/lib/story/body-text";
import { aStoredEvent } from "@/scripts/testing/event-fixture";
import { aMedia, anUploadedImage } from "@/scripts/testing/media-fixture";
import { eventReferenceJsonLd } from "./event-json-ld";
import { authorProfileJsonLd, newsArticleJsonLd, organizationJsonLd, websiteJsonLd } from "./json-ld";

const post: StoredPost = {
  id: "edc-mexico-2025",
  title: "EDC México 2025",
  description: "Tres días en el Autódromo.",
  introduction: "a",
  climax: "b",
  conclusion: "c",
  bodyText: "a\n\nb\n\nc",
  author: "Diego Ramírez",
  image: "/images/posts/edc-mexico-2025.webp",
  imageAlt: "",
  media: null,
  date: "2025-02-24",
  publishedAt: new Date("2025-03-01T18:00:00Z"),
  updatedAt: new Date("2025-03-01T18:00:00Z"),
  eventId: null,
  coverageStart: null,
  coverageEnd: null,
};

describe("newsArticleJsonLd", () => {
  const origin = env().SITE_URL;

  it("counts the words a reader reads in the body, without Markdown's symbols or addresses", async () => {
    const body = {
      introduction: "# Dos palabras\n\n**Tres palabras más**",
      climax: "[Una](https://una.example/larga/direccion) ![foto](/a.jpg)",
      conclusion: "- uno\n- dos",
    };
    expect(newsArticleJsonLd({ ...post, ...body, bodyText: await bodyTextOf(body) }).wordCount).toBe(8);
  });

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

  it("is about the event the post names, and about nothing when it names none", () => {
    const about = eventReferenceJsonLd(aStoredEvent({ id: "edc-mexico-2027", name: "EDC México 2027" }));
    expect(newsArticleJsonLd(post, about).about).toEqual({
      "@type": "Festival",
      name: "EDC México 2027",
      url: `${origin}/eventos/edc-mexico-2027`,
      startDate: "2027-02-26T16:00:00-06:00",
      location: expect.objectContaining({ "@type": "Place", name: "Las Estacas" }),
    });
    expect(newsArticleJsonLd(post)).not.toHaveProperty("about");
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

describe("authorProfileJsonLd", () => {
  const author = { slug: "ana-torres", name: "Ana Torres", bio: "Cubre techno.", photo: "", media: null };

  it("names an uploaded photo by its share crop with its size, not by the original's redirect", () => {
    const media = aMedia({ focusX: 0.5, focusY: 0.25 });
    const { mainEntity } = authorProfileJsonLd({ ...author, photo: anUploadedImage(media), media });
    expect(mainEntity.image).toEqual({
      "@type": "ImageObject",
      url: `${env().SITE_URL}/media/${media.hash}/share-f500-250.jpg`,
      width: 1200,
      height: 630,
    });
  });

  it("names a photo hosted elsewhere by its address alone, and no photo at all when there is none", () => {
    const photo = "https://fotos.example.mx/ana.jpg";
    expect(authorProfileJsonLd({ ...author, photo }).mainEntity.image).toBe(photo);
    expect(authorProfileJsonLd(author).mainEntity).not.toHaveProperty("image");
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
