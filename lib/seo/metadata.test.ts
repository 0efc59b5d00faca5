import { env } from "@/lib/env";
import { aMedia, anUploadedImage } from "@/scripts/testing/media-fixture";
import { aPost } from "@/scripts/testing/post-fixture";
import { canonicalAlternates, notFoundMetadata, pageMetadata, postMetadata, siteMetadata } from "./metadata";

const feedLink = { "application/rss+xml": [{ url: "/feed.xml", title: "Pulso Electrónico" }] };

describe("page metadata", () => {
  it("gives every page absolute URLs, the feed link and a Mexican-Spanish large share card", () => {
    const metadata = siteMetadata("Blog de EDM en México");
    expect(metadata.metadataBase?.toString()).toBe(`${env().SITE_URL}/`);
    expect(metadata.alternates?.types).toEqual(feedLink);
    expect(metadata.openGraph).toMatchObject({ locale: "es_MX", siteName: "Pulso Electrónico" });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it("keeps the feed link beside a canonical, since Next.js replaces alternates whole", () => {
    expect(canonicalAlternates("/post?page=2")).toEqual({
      canonical: `${env().SITE_URL}/post?page=2`,
      types: feedLink,
    });
  });

  it("gives a page one absolute address as canonical and og:url, and its own words on every card", () => {
    const text = { title: "Noticias — página 3 | Pulso Electrónico", description: "Página 3 del archivo." };
    const metadata = pageMetadata("/post?page=3", text);
    const url = `${env().SITE_URL}/post?page=3`;
    expect(metadata).toMatchObject({ title: { absolute: text.title }, description: text.description });
    expect(metadata.alternates).toEqual({ canonical: url, types: feedLink });
    expect(metadata.openGraph).toMatchObject({
      ...text,
      url,
      type: "website",
      siteName: "Pulso Electrónico",
      locale: "es_MX",
    });
    expect(metadata.twitter).toMatchObject(text);
  });

  it("gives a not-found page its words but no address and no share image", () => {
    const metadata = notFoundMetadata({
      title: "Publicación no encontrada | Pulso Electrónico",
      description: "No existe.",
    });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph).toMatchObject({ images: [], title: "Publicación no encontrada | Pulso Electrónico" });
    expect(metadata.openGraph).not.toHaveProperty("url");
    expect(metadata.twitter).toMatchObject({ images: [] });
  });

  it("describes a post as an article of its day in Mexico City, modified at its latest live update", () => {
    const post = {
      ...aPost({ title: "EDC México 2025", date: "2025-02-24" }),
      bodyText: "",
      imageAlt: "",
      media: null,
      publishedAt: new Date("2025-03-01T18:00:00Z"),
      updatedAt: new Date("2025-03-01T18:00:00Z"),
      eventId: null,
      coverageStart: null,
      coverageEnd: null,
    };
    const metadata = postMetadata(post, "Imagen de la nota: EDC México 2025");
    expect(metadata.title).toEqual({ absolute: "EDC México 2025 | Pulso Electrónico" });
    expect(metadata.description).toBe(post.description);
    expect(metadata.alternates?.canonical).toBe(`${env().SITE_URL}/post/${post.id}`);
    expect(metadata.openGraph).toMatchObject({
      type: "article",
      locale: "es_MX",
      publishedTime: "2025-02-24T00:00:00-06:00",
      modifiedTime: "2025-03-01T12:00:00-06:00",
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
    // Google Discover shows only pages that let it show their photo large.
    expect(metadata.robots).toEqual({ "max-image-preview": "large" });
    // The card drawn beside the page (opengraph-image.tsx) fills in.
    expect(metadata.openGraph).not.toHaveProperty("images");
    expect(metadata.twitter).not.toHaveProperty("images");
    const updated = postMetadata(post, "", [{ updatedAt: new Date("2025-03-02T04:30:00Z") }]);
    expect(updated.openGraph).toMatchObject({ modifiedTime: "2025-03-01T22:30:00-06:00" });
  });

  it("shares a post's uploaded photo as its 1200x630 JPEG on both cards, with the alt text", () => {
    const media = aMedia();
    const post = {
      ...aPost({ image: anUploadedImage(media) }),
      bodyText: "",
      imageAlt: "La pista llena",
      media,
      publishedAt: new Date("2025-03-01T18:00:00Z"),
      updatedAt: new Date("2025-03-01T18:00:00Z"),
      eventId: null,
      coverageStart: null,
      coverageEnd: null,
    };
    const url = `${env().SITE_URL}/media/${media.hash}/share-f500-500.jpg`;
    const metadata = postMetadata(post, post.imageAlt);
    expect(metadata.openGraph).toMatchObject({
      type: "article",
      images: [{ url, width: 1200, height: 630, type: "image/jpeg", alt: "La pista llena" }],
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: [{ url, alt: "La pista llena" }] });
  });
});
