// The authors as the editor and the API see them: everyone a post names, in any state, or who has a row.
import "server-only";
import { db } from "@/lib/db";
import { authorNames, namesOf, newestSpelling } from "./author-names";
import { groupBySlug } from "./author-slug";
import type { AuthorProfileInput } from "./author-input";

/** `updatedAt`: when the editor last saved the bio or photo; null when never. */
export type AuthorProfile = { slug: string; name: string; bio: string; photo: string; updatedAt: Date | null };

const profileFields = { slug: true, name: true, bio: true, photo: true, updatedAt: true } as const;

const withoutRow = (slug: string, name: string): AuthorProfile => ({
  slug,
  name,
  bio: "",
  photo: "",
  updatedAt: null,
});

/** Every author, by name. */
export async function listAuthorProfiles(): Promise<AuthorProfile[]> {
  const [groups, rows] = await Promise.all([
    authorNames().then(groupBySlug),
    db.author.findMany({ select: profileFields }),
  ]);
  const profiles = new Map([...groups].map(([slug, names]) => [slug, withoutRow(slug, names[0].trim())]));
  for (const row of rows) profiles.set(row.slug, row);
  return [...profiles.values()].sort((a, b) => a.name.localeCompare(b.name, "es"));
}

/** The author `slug`, or null when no post names them and they have no row. */
export async function getAuthorProfile(slug: string): Promise<AuthorProfile | null> {
  const row = await db.author.findUnique({ where: { slug }, select: profileFields });
  if (row) return row;
  const names = await namesOf(slug);
  return names.length > 0 ? withoutRow(slug, (await newestSpelling(names, { online: false }))!) : null;
}

/** Stores the author's bio and photo (their row is made on the first save); null for an unknown author. */
export async function saveAuthorProfile(slug: string, input: AuthorProfileInput): Promise<AuthorProfile | null> {
  const names = await namesOf(slug);
  const row = names.length > 0 ? null : await db.author.findUnique({ where: { slug }, select: { name: true } });
  if (names.length === 0 && !row) return null;
  const name = row?.name ?? (await newestSpelling(names, { online: false }))!;
  return db.author.upsert({
    where: { slug },
    create: { slug, name, ...input },
    update: { name, ...input },
    select: profileFields,
  });
}
