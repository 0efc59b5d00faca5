// How author pages are cached: with the lists (every publication refreshes them) and under the author's own tag.
import "server-only";
import { cacheUnderArchive } from "@/lib/archive-cache";
import { cacheTags } from "@/lib/cache-tags";
import { refreshTags } from "@/lib/revalidate";

/** Keeps the author page being rendered until a publication or the author's next change. */
export const cacheUnderAuthor = (slug: string) => cacheUnderArchive(cacheTags.lists, cacheTags.author(slug));

/** After the editor changed the author's bio or photo: only their pages show it. */
export const refreshAuthorPages = (slug: string) => refreshTags([cacheTags.author(slug)]);
