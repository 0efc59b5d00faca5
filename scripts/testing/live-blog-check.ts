/**
 * The live parts of a post's article JSON-LD, for the tests (docs/live.md). Google's live blog guidance (the
 * LiveBlogPosting documentation it published from 2016, as publishers' pages still restate it; Search Central keeps
 * no page of it now) and schema.org's LiveBlogPosting: a live blog names coverageStartTime and coverageEndTime (ISO
 * 8601 with a zone, the end after the start) and its updates as liveBlogUpdate, each a BlogPosting with a headline,
 * datePublished, an articleBody and, for a page that holds every update, its url: the page's address with the
 * update's anchor. An article that is no live blog may not name liveBlogUpdate, which schema.org defines on
 * LiveBlogPosting alone; its updates are its parts (hasPart, CreativeWork's), checked alike.
 */
import { checkHeadline, checkInstant, isAbsoluteUrl, isObject, isText, type Json } from "./json-ld-values";

function checkUpdate(update: unknown, at: string, pageUrl: string, errors: string[]) {
  if (!isObject(update) || update["@type"] !== "BlogPosting") return errors.push(`${at} is not a BlogPosting`);
  checkHeadline(update.headline, `${at}.headline`, errors);
  checkInstant(update.datePublished, `${at}.datePublished`, errors);
  if (!isText(update.articleBody)) errors.push(`${at}.articleBody is missing`);
  if (typeof update.url !== "string" || !update.url.startsWith(`${pageUrl}#`)) {
    errors.push(`${at}.url is not an anchor of the page's ${pageUrl}`);
  }
  const images = update.image;
  if (images !== undefined && (!Array.isArray(images) || !images.every(isAbsoluteUrl))) {
    errors.push(`${at}.image is not a list of absolute URLs`);
  }
}

function checkUpdates(updates: unknown, name: string, pageUrl: string, errors: string[]) {
  if (updates === undefined) return;
  if (!Array.isArray(updates)) return errors.push(`${name} is not a list`);
  updates.forEach((update, index) => checkUpdate(update, `${name}[${index}]`, pageUrl, errors));
}

export function checkLiveParts(article: Json, pageUrl: string, errors: string[]) {
  if (article["@type"] === "LiveBlogPosting") {
    checkInstant(article.coverageStartTime, "coverageStartTime", errors);
    checkInstant(article.coverageEndTime, "coverageEndTime", errors);
    if (Date.parse(String(article.coverageEndTime)) <= Date.parse(String(article.coverageStartTime))) {
      errors.push("coverageEndTime is not after coverageStartTime");
    }
  } else if (article.liveBlogUpdate !== undefined) {
    errors.push("liveBlogUpdate is on an article that is no LiveBlogPosting");
  }
  checkUpdates(article.liveBlogUpdate, "liveBlogUpdate", pageUrl, errors);
  checkUpdates(article.hasPart, "hasPart", pageUrl, errors);
}
