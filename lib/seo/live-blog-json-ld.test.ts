import { env } from "@/lib/env";
import type { StoredPost } from "@/lib/posts";
import { aStoredEvent } from "@/scripts/testing/event-fixture";
import { aMedia, anUploadedImage } from "@/scripts/testing/media-fixture";
import { checkNewsArticle } from "@/scripts/testing/news-article-check";
import { eventReferenceJsonLd } from "./event-json-ld";
import { newsArticleJsonLd } from "./json-ld";
import { liveBlogUpdateJsonLd, postArticleJsonLd, type LiveBlogEntry } from "./live-blog-json-ld";

const post: StoredPost = {
  id: "edc-mexico-2027-en-vivo",
  title: "EDC México 2027, en vivo",
  description: "Lo que pasa en el Autódromo.",
  introduction: "a",
  climax: "b",
  conclusion: "c",
  bodyText: "a\n\nb\n\nc",
  author: "Diego Ramírez",
  image: "/images/posts/edc.webp",
  imageAlt: "",
  media: null,
  date: "2027-02-26",
  publishedAt: new Date("2027-02-26T18:00:00Z"),
  updatedAt: new Date("2027-02-26T18:00:00Z"),
  eventId: "edc-mexico-2027",
  coverageStart: new Date("2027-02-26T22:00:00Z"),
  coverageEnd: new Date("2027-03-01T12:00:00Z"),
};
const pageUrl = `${env().SITE_URL}/post/${post.id}`;
const about = eventReferenceJsonLd(aStoredEvent({ id: "edc-mexico-2027", name: "EDC México 2027" }));

const entry = (id: string, bodyText: string, at: string, more: Partial<LiveBlogEntry> = {}): LiveBlogEntry => ({
  id,
  bodyText,
  image: "",
  media: null,
  createdAt: new Date(at),
  updatedAt: new Date(at),
  ...more,
});
const entries = [
  entry("b2", "Martin Garrix cierra la noche.\n\nEl Autódromo entero canta.", "2027-02-27T07:40:00Z"),
  entry("a1", "Abren las puertas.", "2027-02-26T22:05:00Z", { updatedAt: new Date("2027-02-27T08:00:00Z") }),
];
const during = new Date("2027-02-27T09:00:00Z");
type Parts = Record<"liveBlogUpdate" | "hasPart", ReturnType<typeof liveBlogUpdateJsonLd>[]>;
const partsOf = (article: object) => article as Parts;

describe("postArticleJsonLd", () => {
  it("is a LiveBlogPosting with its window and one BlogPosting per update while the coverage is on", () => {
    const blog = postArticleJsonLd(post, { about, entries, now: during });
    expect(blog).toMatchObject({
      "@type": "LiveBlogPosting",
      headline: post.title,
      about,
      coverageStartTime: "2027-02-26T16:00:00-06:00",
      coverageEndTime: "2027-03-01T06:00:00-06:00",
      dateModified: "2027-02-27T02:00:00-06:00",
      liveBlogUpdate: [
        {
          "@type": "BlogPosting",
          headline: "Martin Garrix cierra la noche.",
          datePublished: "2027-02-27T01:40:00-06:00",
          dateModified: "2027-02-27T01:40:00-06:00",
          articleBody: "Martin Garrix cierra la noche.\n\nEl Autódromo entero canta.",
          url: `${pageUrl}#actualizacion-b2`,
        },
        { headline: "Abren las puertas.", url: `${pageUrl}#actualizacion-a1` },
      ],
    });
    expect(blog).not.toHaveProperty("hasPart");
    expect(checkNewsArticle(blog, pageUrl)).toEqual({ errors: [], warnings: [] });
  });

  it("is a LiveBlogPosting before its window opens, so search engines know it ahead, even without updates", () => {
    const before = postArticleJsonLd(post, { about, entries: [], now: new Date("2027-02-20T12:00:00Z") });
    expect(before).toMatchObject({ "@type": "LiveBlogPosting", coverageStartTime: "2027-02-26T16:00:00-06:00" });
    expect(before).not.toHaveProperty("liveBlogUpdate");
    expect(checkNewsArticle(before, pageUrl)).toEqual({ errors: [], warnings: [] });
  });

  it("is a NewsArticle again once the window ends, its updates kept as its parts", () => {
    const after = postArticleJsonLd(post, { about, entries, now: post.coverageEnd! });
    expect(after).toMatchObject({ "@type": "NewsArticle", about, dateModified: "2027-02-27T02:00:00-06:00" });
    expect(after).not.toHaveProperty("liveBlogUpdate");
    expect(after).not.toHaveProperty("coverageStartTime");
    expect(partsOf(after).hasPart.map(({ url }) => url)).toEqual([
      `${pageUrl}#actualizacion-b2`,
      `${pageUrl}#actualizacion-a1`,
    ]);
    expect(checkNewsArticle(after, pageUrl)).toEqual({ errors: [], warnings: [] });
  });

  it("leaves a post without a window or updates the NewsArticle it always was", () => {
    const plain = { ...post, coverageStart: null, coverageEnd: null };
    expect(postArticleJsonLd(plain, { about, entries: [], now: during })).toEqual(newsArticleJsonLd(plain, about));
  });

  it("heads an update with its first line cut between words, or the post's title when it has no text", () => {
    const long = `${"Charlotte de Witte abre el escenario principal con un set de techno ".repeat(3)}\nsegunda línea`;
    const [first, photo] = partsOf(
      postArticleJsonLd(post, {
        entries: [entry("c3", long, "2027-02-27T03:00:00Z"), entry("d4", "", "2027-02-27T03:10:00Z")],
        now: during,
      }),
    ).liveBlogUpdate;
    expect(first.headline.length).toBeLessThanOrEqual(110);
    expect(first.headline).toBe(
      "Charlotte de Witte abre el escenario principal con un set de techno Charlotte de Witte abre el escenario…",
    );
    expect(photo.headline).toBe(post.title);
  });

  it("gives an update's photo as the article's: an upload's three crops, any other photo's address", () => {
    const media = aMedia();
    const [upload, hosted] = partsOf(
      postArticleJsonLd(post, {
        entries: [
          entry("e5", "Foto", "2027-02-27T04:00:00Z", { image: anUploadedImage(media), media }),
          entry("f6", "Otra", "2027-02-27T04:10:00Z", { image: "https://fotos.example.mx/escenario.jpg" }),
        ],
        now: during,
      }),
    ).liveBlogUpdate;
    expect(upload.image).toEqual(
      ["16x9", "4x3", "1x1"].map((ratio) => `${env().SITE_URL}/media/${media.hash}/crop-${ratio}-f500-500.jpg`),
    );
    expect(hosted.image).toEqual(["https://fotos.example.mx/escenario.jpg"]);
  });
});
