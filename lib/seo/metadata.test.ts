import { env } from "@/lib/env";
import { aPost } from "@/lib/testing/post-fixture";
import { canonicalAlternates, postMetadata, siteMetadata } from "./metadata";

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
    expect(canonicalAlternates("/post?page=2")).toEqual({ canonical: `${env().SITE_URL}/post?page=2`, types: feedLink });
  });

  it("describes a post as an article of its day in Mexico City", () => {
    const post = { ...aPost({ title: "EDC México 2025", date: "2025-02-24" }), createdAt: new Date("2025-03-01T18:00:00Z") };
    const metadata = postMetadata(post);
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
  });
});
