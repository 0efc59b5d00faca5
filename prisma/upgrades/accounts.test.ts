// An install from before the accounts (issue 41): its database at the migration before them, with a post, its
// revisions and an open session, then started as `npm start` starts it (migrations, then the data upgrades). Nothing
// is lost, everything is the first Administrador's, the session stays open and the site's credentials sign in.
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { keyed } from "@/lib/auth/credentials-key";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { credentials } from "@/lib/credentials";
import { isPostgresUrl, migrationsFolder } from "@/lib/database-url";
import { createPrismaClient } from "@/lib/db";
import { settings } from "@/lib/env-schema";
import config from "@/prisma.config";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { processSlots } from "@/lib/process-slots";
import { applyMigrations } from "@/scripts/operations/migrations";
import { ACCOUNTS, upgradeAccounts } from "./accounts";

const ACCOUNTS_MIGRATION = "20261129100000_accounts";
/** The newest migration the release before the accounts shipped: every later one came with or after them. */
const LAST_BEFORE_ACCOUNTS = "20261202100000_page_day_held";

/** An empty database beside the test file's own: a file in its folder, or a database on its server. */
async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const own = settings().DATABASE_URL;
  const name = `before_accounts_${randomUUID().replaceAll("-", "")}`;
  if (!isPostgresUrl(own)) {
    const file = path.join(path.dirname(own.slice("file:".length)), `${name}.db`);
    return { url: `file:${file}`, drop: async () => fs.rmSync(file, { force: true }) };
  }
  const admin = new Client({ connectionString: own });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(own);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** `prisma migrate deploy` with the migrations the release before the accounts shipped, as it shipped them. */
function migrateToBeforeAccounts(url: string): void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-before-accounts-"));
  try {
    const migrations = path.join(folder, "migrations");
    fs.cpSync(migrationsFolder(url), migrations, { recursive: true });
    for (const name of fs.readdirSync(migrations)) {
      if (name === ACCOUNTS_MIGRATION || (/^\d{14}_/.test(name) && name > LAST_BEFORE_ACCOUNTS)) {
        fs.rmSync(path.join(migrations, name), { recursive: true });
      }
    }
    const configFile = path.join(folder, "prisma.config.ts");
    fs.writeFileSync(
      configFile,
      `import * as site from ${JSON.stringify(path.resolve("prisma.config.ts"))};\n` +
        // Loaded as CommonJS, the site's config may arrive wrapped in a second default.
        `const config = site.default.default ?? site.default;\n` +
        // Its paths are relative to the working tree, and Prisma reads them from the config's own folder.
        `export default { ...config, schema: ${JSON.stringify(path.resolve(config.schema!))}, ` +
        `migrations: { path: ${JSON.stringify(migrations)} } };\n`,
    );
    const prisma = path.join(process.cwd(), "node_modules", ".bin", "prisma");
    const run = spawnSync(prisma, ["migrate", "deploy", "--config", configFile], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: url },
    });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(0);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Every row the upgrade may touch, in a fixed order, for comparing two moments. */
const everything = async (db: PrismaClient) => ({
  accounts: await db.account.findMany({ orderBy: { id: "asc" } }),
  posts: await db.post.findMany({ orderBy: { id: "asc" } }),
  revisions: await db.postRevision.findMany({ orderBy: [{ postId: "asc" }, { number: "asc" }] }),
  sessions: await db.editorSession.findMany({ orderBy: { tokenHash: "asc" } }),
  upgrades: await db.dataUpgrade.findMany({ where: { name: ACCOUNTS } }),
});

/** Runs `check` with this process's modules opened on `url`, as a server started on that database would. */
async function onDatabase<T>(url: string, check: () => Promise<T>): Promise<T> {
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  // The process keeps one client (lib/process-database.ts): the test file's own steps aside while this one is made.
  const own = processSlots.database.put(undefined);
  try {
    let result: T | undefined;
    await jest.isolateModulesAsync(async () => {
      result = await check();
      const { db } = await import("@/lib/db");
      await db.$disconnect();
    });
    return result as T;
  } finally {
    process.env.DATABASE_URL = saved;
    processSlots.database.put(own);
  }
}

const site = () => credentials();
const token = randomBytes(32).toString("base64url");
const postId = `antes-de-las-cuentas-${randomUUID().slice(0, 8)}`;
let database: { url: string; drop: () => Promise<void> };
let db: PrismaClient;

beforeAll(async () => {
  database = await emptyDatabase();
  migrateToBeforeAccounts(database.url);
  // Written as the previous release wrote them: only the columns it had (each create selects no new column).
  const before = createPrismaClient(database.url);
  const content = {
    title: "Antes de las cuentas",
    description: "Una nota de la redacción de una sola contraseña.",
    introduction: "Intro.",
    climax: "Clímax.",
    conclusion: "Fin.",
    author: "Redacción",
    image: "https://example.com/foto.jpg",
    date: "2026-11-20",
  };
  await before.post.create({ data: { id: postId, ...content, status: "published" }, select: { id: true } });
  for (const number of [1, 2]) {
    await before.postRevision.create({
      data: { postId, number, slug: postId, ...content, status: "published", savedBy: site().adminEmail },
      select: { number: true },
    });
  }
  const now = Date.now();
  // In SQL: today's client would also write the columns added since (a second factor's), which this table lacks.
  const [openedAt, endsAt] = [new Date(now), new Date(now + 60 * 60 * 1000)];
  await before.$executeRaw`INSERT INTO "EditorSession" ("tokenHash", "createdAt", "lastSeenAt", "expiresAt", "failedSignInsBefore")
    VALUES (${keyed("session", token)}, ${openedAt}, ${openedAt}, ${endsAt}, 2)`;
  await before.$disconnect();
  const migrated = applyMigrations({ ...process.env, DATABASE_URL: database.url });
  expect(migrated.status).toBe(0);
  db = createPrismaClient(database.url);
});

afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

describe("an install from before the accounts, started once", () => {
  let outcome: Awaited<ReturnType<typeof upgradeAccounts>>;
  let administrador: { id: string; email: string; role: string; status: string; passwordHash: string | null };

  beforeAll(async () => {
    outcome = await upgradeAccounts(db, site());
    administrador = await db.account.findFirstOrThrow();
  });

  test("makes the site's editor its first Administrador, active, with the site's password hashed", async () => {
    expect(await db.account.count()).toBe(1);
    expect(administrador).toMatchObject({
      email: site().adminEmail.toLowerCase(),
      role: "administrador",
      status: "active",
    });
    expect(administrador.passwordHash).not.toContain(site().adminPassword);
    await expect(verifyPassword(site().adminPassword, administrador.passwordHash!)).resolves.toBe(true);
  });

  test("keeps the post, its revisions and the session, and makes them the Administrador's", async () => {
    expect(outcome).toEqual({ attributed: { posts: 1, revisions: 2, sessions: 1 }, followed: [] });
    const { posts, revisions, sessions } = await everything(db);
    expect(posts).toEqual([
      expect.objectContaining({ id: postId, title: "Antes de las cuentas", ownerId: administrador.id }),
    ]);
    expect(revisions.map((revision) => [revision.number, revision.savedBy, revision.savedById])).toEqual([
      [1, site().adminEmail, administrador.id],
      [2, site().adminEmail, administrador.id],
    ]);
    // Tests run in any order: a sign-in of another test may have opened a session of its own.
    expect(sessions.find(({ tokenHash }) => tokenHash === keyed("session", token))).toMatchObject({
      failedSignInsBefore: 2,
      accountId: administrador.id,
    });
  });

  test("the open session stays open, and the site's credentials sign in as the Administrador", async () => {
    const signedIn = await onDatabase(database.url, async () => {
      const { liveSession } = await import("@/lib/auth/session");
      const { signIn } = await import("@/lib/auth/sign-in");
      const kept = await liveSession(token);
      const fresh = await signIn({ email: site().adminEmail, password: site().adminPassword, client: "192.0.2.230" });
      return { kept, fresh: await liveSession(fresh.token) };
    });
    const account = { id: administrador.id, email: administrador.email, role: "administrador" };
    expect(signedIn).toEqual({
      kept: { failedSignInsBefore: 2, factorSetup: false, signedInAt: expect.any(Date), account },
      fresh: { failedSignInsBefore: 0, factorSetup: false, signedInAt: expect.any(Date), account },
    });
  });

  test("a second start changes nothing", async () => {
    const before = await everything(db);
    await expect(upgradeAccounts(db, site())).resolves.toEqual({ attributed: null, followed: [] });
    expect(await everything(db)).toEqual(before);
  });

  test("a new ADMIN_PASSWORD or ADMIN_EMAIL becomes the first Administrador's at the next start", async () => {
    const changed = { adminEmail: "Jefa@Example.MX", adminPassword: `otra-${randomUUID()}` };
    await expect(upgradeAccounts(db, changed)).resolves.toEqual({ attributed: null, followed: ["email", "password"] });
    const after = await db.account.findUniqueOrThrow({ where: { id: administrador.id } });
    expect(after.email).toBe("jefa@example.mx");
    await expect(verifyPassword(changed.adminPassword, after.passwordHash!)).resolves.toBe(true);
    await expect(verifyPassword(site().adminPassword, after.passwordHash!)).resolves.toBe(false);
    await expect(upgradeAccounts(db, changed)).resolves.toEqual({ attributed: null, followed: [] });
    await upgradeAccounts(db, site());
  });

  test("a password the first Administrador chose stays at the next start while ADMIN_PASSWORD is unchanged", async () => {
    const chosen = await hashPassword(`elegida-${randomUUID()}`);
    await db.account.update({ where: { id: administrador.id }, data: { passwordHash: chosen } });
    await expect(upgradeAccounts(db, site())).resolves.toEqual({ attributed: null, followed: [] });
    expect((await db.account.findUniqueOrThrow({ where: { id: administrador.id } })).passwordHash).toBe(chosen);
    const changed = { ...site(), adminPassword: `nueva-${randomUUID()}` };
    await expect(upgradeAccounts(db, changed)).resolves.toEqual({ attributed: null, followed: ["password"] });
    await upgradeAccounts(db, site());
  });
});
