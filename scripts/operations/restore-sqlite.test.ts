import { spawnSync } from "node:child_process";
import path from "node:path";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { aPost } from "../testing/post-fixture";
import { publishPost } from "../testing/publish-post";

afterAll(() => db.$disconnect());

const operation = (script: string, args: string[]) =>
  spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", `scripts/operations/${script}.ts`, ...args], {
    env: process.env,
    encoding: "utf8",
  });
const backup = (out: string) => operation("backup", ["--out", out]);

describe("npm run restore on SQLite", () => {
  it("refuses while the site has the database open, and leaves it as it was", async () => {
    const out = path.join(path.dirname(env().MEDIA_DIR), "respaldo-en-uso.db");
    expect(backup(out).status).toBe(0);
    const post = await publishPost(aPost());
    const restore = operation("restore", [out, "--yes"]);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toMatch(/is in use: stop the site/);
    expect(await db.post.count({ where: { id: post.id } })).toBe(1);
  });
});

describe("npm run restore on a terminal", () => {
  const onTerminal = (backupFile: string, answer: string) =>
    spawnSync(
      "script",
      [
        "-qec",
        `node_modules/.bin/tsx --conditions=react-server scripts/operations/restore.ts ${backupFile}`,
        "/dev/null",
      ],
      { input: `${answer}\n`, env: process.env, encoding: "utf8" },
    );

  it("asks before restoring, and restores only when told yes", async () => {
    const out = path.join(path.dirname(env().MEDIA_DIR), "respaldo-preguntado.db");
    expect(backup(out).status).toBe(0);
    const later = await publishPost(aPost());
    await db.$disconnect();

    const no = onTerminal(out, "n");
    expect(no.status).toBe(1);
    expect(no.stdout).toContain("Replace every post in");
    expect(no.stdout).toContain("[y/N]");
    expect(no.stdout).toContain("Nothing restored.");
    expect(await db.post.count({ where: { id: later.id } })).toBe(1);
    await db.$disconnect();

    const yes = onTerminal(out, "y");
    expect(yes.status).toBe(0);
    expect(yes.stdout).toContain(`Restored ${out}`);
    expect(await db.post.count({ where: { id: later.id } })).toBe(0);
  });
});
