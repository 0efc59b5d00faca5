import { spawn } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "../support/test";
import { packageScript } from "../../scripts/infra/package-script";
import { aPost } from "../../scripts/testing/post-fixture";
import { faultSuite, publish, siteEnvironment, useFaultSite, type FaultSite } from "./support/fault-site";

/** `npm run backup -- --out <out>`, its command read from package.json and run without npm in between. */
function runBackup(site: FaultSite, out: string): Promise<{ code: number | null; output: string }> {
  const backup = packageScript("backup");
  const child = spawn(path.join("node_modules", ".bin", backup.command), [...backup.args, "--out", out], {
    env: { ...process.env, ...backup.env, ...siteEnvironment(site.databaseFile, 0) },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

test.describe("npm run backup", faultSuite, () => {
  const site = useFaultSite("backup");

  test("copies the live database while posts are being published, and the copy is intact", async () => {
    test.setTimeout(120_000);
    const acknowledged: string[] = [];
    let publishing = true;
    const writer = async (w: number) => {
      for (let n = 0; publishing; n++) {
        const post = aPost({ id: `respaldo-${w}-${n}` });
        if ((await publish(site(), post)).status === 201) acknowledged.push(post.id);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const beforeBackup = [...acknowledged];

    const out = path.join(site().folder, "respaldo.db");
    const backup = await runBackup(site(), out);
    const duringBackup = acknowledged.length - beforeBackup.length;
    publishing = false;
    await Promise.all(writers);

    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`written to ${out}`);
    expect(duringBackup, "the site kept publishing while the copy was taken").toBeGreaterThan(0);
    const copy = new Database(out, { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      const ids = new Set((copy.prepare("SELECT id FROM Post").all() as { id: string }[]).map((row) => row.id));
      expect(beforeBackup.filter((id) => !ids.has(id))).toEqual([]);
      const migrations = copy.prepare("SELECT COUNT(*) AS applied FROM _prisma_migrations").get() as {
        applied: number;
      };
      expect(migrations.applied).toBeGreaterThan(0);
    } finally {
      copy.close();
    }
  });
});
