// Authors carried to the slugs their names make now: the editor's rows move (or join the row already there), and
// every author page the former rule made answers 308 to the page of the author it showed (AuthorRedirect).
import { authorNames } from "../../lib/authors/author-names";
import { AUTHOR_SLUG_MAX_LENGTH, authorSlugOf } from "../../lib/authors/author-slug";
import { newestFirst } from "../../lib/posts";
import { foldAccents } from "../../lib/text/fold";
import { plainName } from "../../lib/text/plain-name";
import type { Transaction } from "./run-once";
import type { MovedSlug } from "./topic-slugs";

/** The rule slugs were made by until they were transliterated, which dropped every letter outside ASCII. */
const formerSlugOf = (name: string) =>
  foldAccents(name)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, AUTHOR_SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");

const parked = (index: number) => `~moving-${index}`;

type Row = { slug: string; name: string; bio: string; photo: string; updatedAt: Date };

/** Two rows become one author: the row already there keeps what it has, and takes what it lacks from the other. */
function joined(staying: Row, moving: Row): Pick<Row, "bio" | "photo"> {
  const [newer, older] = moving.updatedAt > staying.updatedAt ? [moving, staying] : [staying, moving];
  return { bio: newer.bio || older.bio, photo: newer.photo || older.photo };
}

/** The editor's rows whose name makes another slug (or holds invisible characters) now. */
async function carryRows(tx: Transaction): Promise<MovedSlug[]> {
  const rows = await tx.author.findMany({ orderBy: { slug: "asc" } });
  const changes = rows.flatMap((row) => {
    const name = plainName(row.name).trim();
    const to = authorSlugOf(name);
    return to !== "" && (to !== row.slug || name !== row.name) ? [{ row, to, name }] : [];
  });
  const moves = changes.filter(({ row, to }) => row.slug !== to);
  for (const [index, { row }] of moves.entries()) {
    await tx.author.update({ where: { slug: row.slug }, data: { slug: parked(index) } });
  }
  for (const { row, name } of changes.filter(({ row, to }) => row.slug === to)) {
    await tx.author.update({ where: { slug: row.slug }, data: { name } });
  }
  for (const [index, { row, to, name }] of moves.entries()) {
    const staying = await tx.author.findUnique({ where: { slug: to } });
    if (staying) {
      await tx.author.update({ where: { slug: to }, data: joined(staying, row) });
      await tx.author.delete({ where: { slug: parked(index) } });
    } else {
      await tx.author.update({ where: { slug: parked(index) }, data: { slug: to, name } });
    }
  }
  return moves.map(({ row, to }) => ({ from: row.slug, to }));
}

/**
 * The author pages of the former rule that no name makes now: each leads to the author whose newest post used it
 * (Дмитрий and Алексей Ivanov shared /autor/ivanov; it now leads to whichever wrote last), unless a row's move or an
 * earlier redirect already says where.
 */
async function formerPages(tx: Transaction, taken: Set<string>): Promise<MovedSlug[]> {
  const names = await authorNames(tx);
  const current = new Set(names.map(authorSlugOf));
  const byFormer = new Map<string, string[]>();
  for (const name of names) {
    const former = formerSlugOf(name);
    if (former === "" || current.has(former) || taken.has(former)) continue;
    byFormer.set(former, [...(byFormer.get(former) ?? []), name]);
  }
  const moved: MovedSlug[] = [];
  for (const [from, spellings] of byFormer) {
    const newest = await tx.post.findFirst({
      where: { author: { in: spellings } },
      orderBy: newestFirst,
      select: { author: true },
    });
    moved.push({ from, to: authorSlugOf(newest!.author) });
  }
  return moved;
}

/** Every author carried to the slug their name makes now; the slugs that moved. */
export async function carryAuthors(tx: Transaction): Promise<MovedSlug[]> {
  const rows = await carryRows(tx);
  const redirected = await tx.authorRedirect.findMany({ select: { fromSlug: true } });
  const pages = await formerPages(
    tx,
    new Set([...rows.map(({ from }) => from), ...redirected.map(({ fromSlug }) => fromSlug)]),
  );
  const moved = [...rows, ...pages];
  for (const { from, to } of moved) {
    await tx.authorRedirect.upsert({
      where: { fromSlug: from },
      create: { fromSlug: from, toSlug: to },
      update: { toSlug: to },
    });
  }
  return moved;
}
