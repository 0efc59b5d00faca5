import { env } from "@/lib/env";
import { eventReferenceJsonLd } from "@/lib/seo/event-json-ld";
import { newsArticleJsonLd } from "@/lib/seo/json-ld";
import { aStoredEvent } from "./event-fixture";
import { aPost } from "./post-fixture";
import { checkNewsArticle } from "./news-article-check";

const post = {
  ...aPost({ author: "Diego Ramírez" }),
  bodyText: "",
  imageAlt: "",
  media: null,
  publishedAt: new Date("2025-03-01T18:00:00Z"),
  updatedAt: new Date("2025-03-01T18:00:00Z"),
  eventId: null,
  coverageStart: null,
  coverageEnd: null,
};
const pageUrl = `${env().SITE_URL}/post/${post.id}`;
const article = newsArticleJsonLd(post);

describe("checkNewsArticle", () => {
  it("passes the site's own article of a team member", () => {
    expect(checkNewsArticle(article, pageUrl)).toEqual({ errors: [], warnings: [] });
  });

  it("catches what Google's guidance refuses", () => {
    const broken = {
      ...article,
      headline: `${"x".repeat(150)}\uD83C`,
      image: ["/images/relative.webp"],
      datePublished: "2025-03-01",
      dateModified: "2025-02-01T00:00:00",
      author: [{ "@type": "Person" }],
      publisher: { "@type": "Organization", name: "Pulso Electrónico" },
      mainEntityOfPage: { "@type": "WebPage", "@id": "/post/otra" },
    };
    expect(checkNewsArticle(broken, pageUrl).errors).toEqual([
      "headline has 151 characters, more than 110",
      "headline holds half of a surrogate pair",
      "image is not a list of absolute URLs",
      'datePublished is not an ISO 8601 date and time with a zone: "2025-03-01"',
      'dateModified is not an ISO 8601 date and time with a zone: "2025-02-01T00:00:00"',
      "dateModified is earlier than datePublished",
      "author[0].name is missing",
      "publisher.logo is not an absolute URL",
      `mainEntityOfPage is "/post/otra", not the page's ${pageUrl}`,
    ]);
  });

  it("passes an article about an event, and names what an event it is about lacks", () => {
    const about = eventReferenceJsonLd(aStoredEvent());
    expect(checkNewsArticle(newsArticleJsonLd(post, about), pageUrl)).toEqual({ errors: [], warnings: [] });
    const vague = { ...article, about: { ...about, url: "/eventos/x", startDate: "2027-02-26", location: "Morelos" } };
    expect(checkNewsArticle(vague, pageUrl).errors).toEqual([
      "about.url is not an absolute URL",
      'about.startDate is not an ISO 8601 date and time with a zone: "2027-02-26"',
      "about.location is not a Place",
    ]);
    expect(checkNewsArticle({ ...article, about: { "@type": "Thing" } }, pageUrl).errors).toEqual([
      "about is not a Festival or a MusicEvent",
    ]);
  });

  it("names what a live blog's window and updates lack, and a live blog's updates on an article that is none", () => {
    const update = { "@type": "BlogPosting", headline: "Abren", datePublished: "2025-03-01T16:00:00-06:00" };
    const blog = {
      ...article,
      "@type": "LiveBlogPosting",
      coverageStartTime: "2025-03-02T00:00:00-06:00",
      coverageEndTime: "2025-03-01",
      liveBlogUpdate: [
        { ...update, articleBody: "Abren las puertas.", url: `${pageUrl}#actualizacion-a1` },
        { ...update, headline: "", url: "/post/otra#x", image: ["/relativa.jpg"] },
        { "@type": "Comment" },
      ],
    };
    expect(checkNewsArticle(blog, pageUrl).errors).toEqual([
      'coverageEndTime is not an ISO 8601 date and time with a zone: "2025-03-01"',
      "coverageEndTime is not after coverageStartTime",
      "liveBlogUpdate[1].headline is missing",
      "liveBlogUpdate[1].articleBody is missing",
      `liveBlogUpdate[1].url is not an anchor of the page's ${pageUrl}`,
      "liveBlogUpdate[1].image is not a list of absolute URLs",
      "liveBlogUpdate[2] is not a BlogPosting",
    ]);
    expect(checkNewsArticle({ ...article, liveBlogUpdate: [] }, pageUrl).errors).toEqual([
      "liveBlogUpdate is on an article that is no LiveBlogPosting",
    ]);
  });

  it("only warns of an author without a page of their own (a name that makes no address)", () => {
    const guest = newsArticleJsonLd({ ...post, author: "***" });
    expect(checkNewsArticle(guest, pageUrl)).toEqual({ errors: [], warnings: ["author[0].url is missing"] });
  });
});
