import "server-only";
import { authorSlugOf } from "@/lib/authors/author-slug";
import { authorPath } from "@/lib/authors/author-paths";
import type { PublicAuthor } from "@/lib/authors/author-page";
import type { StoredPost } from "@/lib/posts";
import { site } from "@/lib/site";
import { wordCount } from "@/lib/story/reading-time";
import { cutAtWord } from "./cut-at-word";
import { isoInNewsroom } from "@/lib/dates/newsroom-time";
import { modifiedAt, publishedAt } from "./post-dates";
import { authorImage } from "./author-image";
import { articleImages } from "./post-images";
import { absoluteUrl, HOME_PATH, LOGO_PATH, postPath } from "@/lib/urls";
import { SCHEMA } from "./schema-org";

const LANGUAGE = "es-MX";

const organizationId = () => `${absoluteUrl(HOME_PATH)}#organization`;

function organization() {
  return {
    "@type": "Organization",
    "@id": organizationId(),
    name: site.product,
    url: absoluteUrl(HOME_PATH),
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
    "@id": `${absoluteUrl(HOME_PATH)}#website`,
    name: site.product,
    url: absoluteUrl(HOME_PATH),
    description: site.tagline,
    inLanguage: LANGUAGE,
    publisher: { "@id": organizationId() },
  };
}

/** A byline's author, with their page when their name makes an address (lib/authors/author-slug.ts). */
function author(name: string) {
  const slug = authorSlugOf(name);
  return { "@type": "Person", name: name.trim(), ...(slug && { url: absoluteUrl(authorPath(slug)) }) };
}

/** Google's Article guidance: headlines past 110 characters may be cut short (or, in AMP, refused). */
export const HEADLINE_MAX = 110;

/** `about`: the event the post names, as lib/seo/event-json-ld.ts refers to one (eventReferenceJsonLd). */
export function newsArticleJsonLd(post: StoredPost, about?: object) {
  const url = absoluteUrl(postPath(post.id));
  return {
    "@context": SCHEMA,
    "@type": "NewsArticle",
    headline: cutAtWord(post.title, HEADLINE_MAX),
    description: post.description,
    image: articleImages(post),
    datePublished: isoInNewsroom(publishedAt(post)),
    dateModified: isoInNewsroom(modifiedAt(post)),
    inLanguage: LANGUAGE,
    wordCount: wordCount(post.bodyText),
    author: [author(post.author)],
    publisher: organization(),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(about && { about }),
    url,
  };
}

/** The author's photo: an ImageObject with its size when it is an upload, else its address. */
function personImage(person: Pick<PublicAuthor, "name" | "photo" | "media">) {
  const image = authorImage(person);
  if (!image?.width) return image?.url;
  return { "@type": "ImageObject", url: image.url, width: image.width, height: image.height };
}

/** An author's page: a ProfilePage whose main entity is the Person the bylines name. */
export function authorProfileJsonLd(person: Pick<PublicAuthor, "slug" | "name" | "bio" | "photo" | "media">) {
  const url = absoluteUrl(authorPath(person.slug));
  const image = personImage(person);
  return {
    "@context": SCHEMA,
    "@type": "ProfilePage",
    url,
    inLanguage: LANGUAGE,
    mainEntity: {
      "@type": "Person",
      name: person.name,
      url,
      ...(person.bio && { description: person.bio }),
      ...(image && { image }),
    },
  };
}
