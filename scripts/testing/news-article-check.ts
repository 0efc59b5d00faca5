/**
 * Checks a NewsArticle's JSON-LD the way Google reads it, for the tests (no network, no dependency).
 *
 * Google Search Central, "Article (Article, NewsArticle, BlogPosting) structured data"
 * (https://developers.google.com/search/docs/appearance/structured-data/article): no property is required; the
 * recommended ones are author (Person or Organization, each its own entry), author.name (the name only),
 * author.url (a page that identifies the author), datePublished and dateModified (ISO 8601, with a time zone, the
 * modification not before the publication), headline, and image (URLs Google can crawl: absolute). The 110-character
 * headline limit is Google's former AMP article requirement, which its validators still report; publisher as an
 * Organization with a name and a logo is what Google News and the earlier Top stories requirements read.
 * Here a missing or malformed recommended property is an error, except author.url, which only a team member has.
 * An article `about` an event (schema.org's CreativeWork.about) names it as Google's event guidance asks an event to be
 * named (https://developers.google.com/search/docs/appearance/structured-data/event): a Festival or MusicEvent with
 * its name, start (ISO 8601 with a zone) and location (a Place), and the address of its page. A post with live
 * coverage is a LiveBlogPosting, an Article too, whose live parts live-blog-check.ts checks.
 */
import { checkHeadline, checkInstant, isAbsoluteUrl, isObject, isText, type Json } from "./json-ld-values";
import { checkLiveParts } from "./live-blog-check";

export type ArticleCheck = { errors: string[]; warnings: string[] };

function checkDates(article: Json, errors: string[]) {
  for (const key of ["datePublished", "dateModified"]) checkInstant(article[key], key, errors);
  const published = Date.parse(String(article.datePublished));
  const modified = Date.parse(String(article.dateModified));
  if (modified < published) errors.push("dateModified is earlier than datePublished");
}

function checkAuthors(authors: unknown, { errors, warnings }: ArticleCheck) {
  const list = Array.isArray(authors) ? authors : [authors];
  if (authors === undefined || list.length === 0) return errors.push("author is missing");
  list.forEach((author, index) => {
    const at = `author[${index}]`;
    if (!isObject(author) || !["Person", "Organization"].includes(String(author["@type"]))) {
      return errors.push(`${at} is not a Person or an Organization`);
    }
    if (!isText(author.name)) errors.push(`${at}.name is missing`);
    if (author.url === undefined) warnings.push(`${at}.url is missing`);
    else if (!isAbsoluteUrl(author.url)) errors.push(`${at}.url is not an absolute URL`);
  });
}

function checkPublisher(publisher: unknown, errors: string[]) {
  if (!isObject(publisher) || publisher["@type"] !== "Organization")
    return errors.push("publisher is not an Organization");
  if (!isText(publisher.name)) errors.push("publisher.name is missing");
  const logo = isObject(publisher.logo) ? publisher.logo.url : publisher.logo;
  if (!isAbsoluteUrl(logo)) errors.push("publisher.logo is not an absolute URL");
}

/** The event an article is about, when it names one. */
function checkAbout(about: unknown, errors: string[]) {
  if (about === undefined) return;
  if (!isObject(about) || !["Festival", "MusicEvent"].includes(String(about["@type"]))) {
    errors.push("about is not a Festival or a MusicEvent");
    return;
  }
  if (!isText(about.name)) errors.push("about.name is missing");
  if (!isAbsoluteUrl(about.url)) errors.push("about.url is not an absolute URL");
  checkInstant(about.startDate, "about.startDate", errors);
  if (!isObject(about.location) || about.location["@type"] !== "Place") errors.push("about.location is not a Place");
}

/** `pageUrl`: the page's canonical address, which the article must name as its own. */
export function checkNewsArticle(article: unknown, pageUrl: string): ArticleCheck {
  const check: ArticleCheck = { errors: [], warnings: [] };
  if (!isObject(article)) return { ...check, errors: ["no JSON-LD object"] };
  if (!["https://schema.org", "http://schema.org"].includes(String(article["@context"]))) {
    check.errors.push("@context is not schema.org");
  }
  if (!["NewsArticle", "LiveBlogPosting"].includes(String(article["@type"]))) {
    check.errors.push("@type is not NewsArticle or LiveBlogPosting");
  }
  checkHeadline(article.headline, "headline", check.errors);
  const images = article.image;
  if (!Array.isArray(images) || images.length === 0 || !images.every(isAbsoluteUrl)) {
    check.errors.push("image is not a list of absolute URLs");
  }
  checkDates(article, check.errors);
  checkAuthors(article.author, check);
  checkPublisher(article.publisher, check.errors);
  const page = isObject(article.mainEntityOfPage) ? article.mainEntityOfPage["@id"] : article.mainEntityOfPage;
  if (page !== pageUrl) check.errors.push(`mainEntityOfPage is ${JSON.stringify(page)}, not the page's ${pageUrl}`);
  checkAbout(article.about, check.errors);
  checkLiveParts(article, pageUrl, check.errors);
  if (!isText(article.description)) check.warnings.push("description is missing");
  return check;
}
