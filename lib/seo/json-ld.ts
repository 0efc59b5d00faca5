import type { PostDetail } from "@/lib/posts";
import { site } from "@/lib/site";
import { isoInNewsroom, startOfNewsroomDay } from "./dates";
import { absoluteUrl, LOGO_PATH, postPath, TEAM_PATH } from "./urls";

const SCHEMA = "https://schema.org";
const LANGUAGE = "es-MX";

const organizationId = () => `${absoluteUrl("/")}#organization`;

function organization() {
  return {
    "@type": "Organization",
    "@id": organizationId(),
    name: site.product,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(LOGO_PATH) },
    email: site.email,
  };
}

export function organizationJsonLd() {
  return { "@context": SCHEMA, ...organization() };
}

export function websiteJsonLd() {
  return {
    "@context": SCHEMA,
    "@type": "WebSite",
    "@id": `${absoluteUrl("/")}#website`,
    name: site.product,
    url: absoluteUrl("/"),
    description: site.tagline,
    inLanguage: LANGUAGE,
    publisher: { "@id": organizationId() },
  };
}

/** The team page describes one person; a byline that names them links there. */
const isTeamMember = (author: string) =>
  author.trim().localeCompare(site.developer, "es", { sensitivity: "base" }) === 0;

function author(name: string) {
  return isTeamMember(name)
    ? { "@type": "Person", name: site.developer, url: absoluteUrl(TEAM_PATH) }
    : { "@type": "Person", name: name.trim() };
}

export function newsArticleJsonLd(post: PostDetail) {
  const url = absoluteUrl(postPath(post.id));
  const published = isoInNewsroom(startOfNewsroomDay(post.date));
  return {
    "@context": SCHEMA,
    "@type": "NewsArticle",
    headline: post.title,
    description: post.description,
    image: [absoluteUrl(post.image)],
    datePublished: published,
    dateModified: published,
    inLanguage: LANGUAGE,
    author: [author(post.author)],
    publisher: organization(),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
