import "server-only";
import { cacheTags, refreshedAt } from "../cache-tags";
import { nextLiveAt } from "../posts";
import { currentPartPlan, sitemapDocument, sitemapPartDocument } from "./sitemap-documents";

/*
 * The sitemaps are kept here rather than in Next.js's page cache: before storing an entry, Next.js measures it with
 * JSON.stringify, which writes a sitemap part of 50,000 addresses out as a list of byte values several times its size,
 * and the server kept that memory. A document is kept, as bytes, until the sitemaps' cache tag is refreshed.
 */

/** At most this many documents are kept; a crawler reading every part of a huge archive rebuilds the ones it evicts. */
const MAX_DOCUMENTS = 4;

/** What a Response can send as it is. */
export type XmlBytes = Uint8Array<ArrayBuffer>;

type Documents = Map<string, Promise<XmlBytes>>;

/** Documents kept since the refresh of moment `since`, until the next scheduled post comes online at `dueAt`. */
type KeptSet = { since: number; dueAt: number; documents: Documents };

let current: KeptSet = { since: 0, dueAt: 0, documents: new Map() };

/**
 * The documents kept since the sitemaps' latest refresh and before the next scheduled post came online. Asked for
 * before the archive is read, so no document is older than the refresh it is kept under; a build that began before a
 * refresh lands in the set that refresh dropped. The next due instant is read once per set, not per request.
 */
async function documentsSinceRefresh(): Promise<Documents> {
  const since = await refreshedAt(cacheTags.sitemaps);
  if (since !== current.since || Date.now() >= current.dueAt) {
    const due = await nextLiveAt(new Date());
    current = { since, dueAt: due ? due.getTime() : Infinity, documents: new Map() };
  }
  return current.documents;
}

/** The document `name`, built once; concurrent readers share one build. */
function kept(documents: Documents, name: string, build: () => Promise<string>): Promise<XmlBytes> {
  let document = documents.get(name);
  if (document) {
    documents.delete(name);
  } else {
    document = build().then((xml) => new TextEncoder().encode(xml));
    const built = document;
    built.catch(() => documents.get(name) === built && documents.delete(name));
  }
  documents.set(name, document);
  for (const oldest of documents.keys()) if (documents.size > MAX_DOCUMENTS) documents.delete(oldest);
  return document;
}

/** /sitemap.xml, as bytes. */
export async function keptSitemap(): Promise<XmlBytes> {
  return kept(await documentsSinceRefresh(), "sitemap", () => sitemapDocument());
}

/** /sitemap/{part}.xml, as bytes; null past the last part, which is not kept. */
export async function keptSitemapPart(part: number): Promise<XmlBytes | null> {
  const documents = await documentsSinceRefresh();
  const plan = await currentPartPlan(part);
  return plan && kept(documents, `part/${part}`, () => sitemapPartDocument(plan));
}
