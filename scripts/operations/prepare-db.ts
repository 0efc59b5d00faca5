// Brings the database to the current schema and its data to the current rules (prisma/upgrades/), seeds an empty one
// and makes any missing credentials.
import fs from "node:fs";
import path from "node:path";
import { credentials, ensureCredentials } from "../../lib/credentials";
import { databaseFile, isPostgresUrl } from "../../lib/database-url";
import { createPrismaClient } from "../../lib/db";
import { env } from "../../lib/env";
import { applyMigrations } from "./migrations";
import { seedIfEmpty } from "../../prisma/seed";
import { upgradeAccounts } from "../../prisma/upgrades/accounts";
import { storeBodyTexts } from "../../prisma/upgrades/body-text";
import { escapeBodiesAsMarkdown } from "../../prisma/upgrades/markdown-bodies";
import { transliterateSlugs } from "../../prisma/upgrades/transliterated-slugs";

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** One level at a time: Node's recursive mkdir spins forever under /proc instead of failing. */
function makeFolder(folder: string): void {
  if (fs.existsSync(folder)) return;
  makeFolder(path.dirname(folder));
  fs.mkdirSync(folder);
}

function ensureDatabaseFolder(url: string): void {
  const file = databaseFile(url);
  try {
    makeFolder(path.dirname(file));
    fs.accessSync(path.dirname(file), fs.constants.W_OK);
  } catch {
    fail(`DATABASE_URL is not usable: the folder of ${file} cannot be created or written.`);
  }
}

function migrate(): void {
  // eslint-disable-next-line no-restricted-properties -- the environment `prisma migrate deploy` starts with.
  const result = applyMigrations(process.env);
  if (result.status !== 0) {
    fail(`DATABASE_URL is not usable: applying migrations failed.\n${result.stdout}${result.stderr}`);
  }
}

async function main(): Promise<void> {
  let url: string;
  try {
    url = env().DATABASE_URL;
  } catch (error) {
    fail((error as Error).message);
  }
  // A PostgreSQL server keeps its own files; its migrations are prisma/postgresql/migrations (prisma.config.ts).
  if (!isPostgresUrl(url)) ensureDatabaseFolder(url);
  migrate();
  const db = createPrismaClient(url);
  try {
    const carried = await transliterateSlugs(db);
    if (carried && carried.topics.length + carried.authors.length > 0) {
      const { topics, authors } = carried;
      console.log(`Moved ${topics.length} topics and ${authors.length} authors to slugs spelled from their names;`);
      console.log("their former addresses answer 308 (prisma/upgrades/transliterated-slugs.ts).");
    }
    const escaped = await escapeBodiesAsMarkdown(db);
    if (escaped && escaped.posts + escaped.revisions > 0) {
      console.log(
        `Wrote ${escaped.posts} posts and ${escaped.revisions} revisions as the Markdown that reads the same`,
      );
      console.log("(prisma/upgrades/markdown-bodies.ts).");
    }
    const texts = await storeBodyTexts(db);
    if (texts) console.log(`Stored the reader's text of ${texts} posts for search (prisma/upgrades/body-text.ts).`);
    const seeded = await seedIfEmpty(db);
    const where = isPostgresUrl(url) ? new URL(url).pathname.slice(1) || "the PostgreSQL database" : databaseFile(url);
    if (seeded.posts > 0) console.log(`Seeded ${seeded.posts} sample posts into ${where}.`);
    if (seeded.events > 0) console.log(`Seeded ${seeded.events} sample events, dated from today, into ${where}.`);
    const accounts = await upgradeAccounts(db, credentials());
    if (accounts.attributed) {
      const { posts, revisions, sessions } = accounts.attributed;
      console.log(`The editor of the site's credentials is the first Administrador: ${posts} posts, ${revisions}`);
      console.log(`revisions and ${sessions} open sessions are theirs (prisma/upgrades/accounts.ts).`);
    }
    if (accounts.followed.length > 0) {
      console.log(`The first Administrador took the site's new ${accounts.followed.join(" and ")} (docs/team.md).`);
    }
  } finally {
    await db.$disconnect();
  }
  const { generatedIn } = ensureCredentials();
  if (generatedIn) {
    console.log(`Credentials not set in the environment are in ${generatedIn} (owner-only).`);
    console.log(`Editor login: ${credentials().adminEmail}; API user: ${credentials().apiUser}.`);
  }
}

void main();
