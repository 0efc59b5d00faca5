import "server-only";
import { countPosts, listSitemapPosts, newestPostTimes } from "../posts";
import { latestModification } from "./post-dates";
import {
  leadingEntries,
  postEntry,
  SITEMAP_MAX_URLS,
  sitemapAddressCount,
  sitemapEntries,
  sitemapIndexXml,
  sitemapPartCount,
  sitemapPartPlan,
  sitemapXml,
} from "./sitemap";

/*
 * The sitemaps are kept here rather than in Next.js's page cache: before storing an entry, Next.js measures it with
 * JSON.stringify, which writes a 5 MB sitemap part out as a 22 MB list of byte values and left the server about
 * 100 MB larger. A document is kept, as bytes, for as long as the archive stays the same. Posts are only ever added,
 * so the number of posts and the latest modification name the archive's state, and a publication changes them.
 */

/** At most this many documents are kept; a crawler reading every part of a huge archive rebuilds the ones it evicts. */
const MAX_DOCUMENTS = 4;

/** What a Response can send as it is. */
export type XmlBytes = Uint8Array<ArrayBuffer>;

type Archive = { total: number; newest: Date | undefined };

let keptFor = "";
const documents = new Map<string, Promise<XmlBytes>>();

async function currentArchive(): Promise<Archive> {
  const [total, newest] = await Promise.all([countPosts(), newestPostTimes()]);
  return { total, newest: latestModification(newest) };
}

/** The document `name` of this archive, built once; concurrent readers share one build. */
function kept(name: string, { total, newest }: Archive, build: () => Promise<string>): Promise<XmlBytes> {
  const state = `${total}@${newest?.getTime() ?? 0}`;
  if (state !== keptFor) {
    keptFor = state;
    documents.clear();
  }
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

/** /sitemap.xml: every address, or past the protocol's limit an index of the parts (which needs no post). */
export async function sitemapDocument(limit = SITEMAP_MAX_URLS): Promise<XmlBytes> {
  const archive = await currentArchive();
  const count = sitemapAddressCount(archive.total);
  return kept(`sitemap/${limit}`, archive, async () =>
    count > limit
      ? sitemapIndexXml(sitemapPartCount(count, limit))
      : sitemapXml(sitemapEntries(await listSitemapPosts())),
  );
}

/** Part `part` (from 1) of a sitemap past the limit, reading only that part's window of posts; null past the end. */
export async function sitemapPartDocument(part: number, limit = SITEMAP_MAX_URLS): Promise<XmlBytes | null> {
  const archive = await currentArchive();
  const plan = sitemapPartPlan(leadingEntries(archive.total, archive.newest), archive.total, part, limit);
  if (!plan) return null;
  return kept(`part/${part}/${limit}`, archive, async () => {
    const posts = plan.posts.limit > 0 ? await listSitemapPosts(plan.posts) : [];
    return sitemapXml([...plan.leading, ...posts.map(postEntry)]);
  });
}
