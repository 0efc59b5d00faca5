import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { storeUpload } from "@/lib/media/media-store";
import { variantPlan } from "@/lib/media/variants";
import { phonePhoto } from "../testing/image-fixtures";
import { receivedFile } from "../testing/received-file";

afterAll(() => db.$disconnect());

const backup = (out: string) =>
  spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/operations/backup.ts", "--out", out], {
    env: process.env,
    encoding: "utf8",
  });

describe("npm run backup and the uploads", () => {
  it("copies every upload's folder beside the database's copy, file for file, and no planted link", async () => {
    const { media } = await storeUpload(receivedFile(await phonePhoto({ width: 600, height: 400 })));
    fs.symlinkSync("/etc/passwd", path.join(env().MEDIA_DIR, media.hash, "card-999.webp"));
    const out = path.join(path.dirname(env().MEDIA_DIR), `respaldo-${media.hash.slice(0, 8)}.db`);
    const result = backup(out);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: "" });
    const copied = out.replace(/\.db$/, "-media");
    expect(result.stdout).toContain(`copied to ${copied}`);
    const names = fs.readdirSync(path.join(copied, media.hash)).sort();
    expect(names).toEqual(["original.jpg", ...variantPlan(media).map(({ file }) => file)].sort());
    for (const name of names) {
      const [original, copy] = [path.join(env().MEDIA_DIR, media.hash, name), path.join(copied, media.hash, name)];
      expect(fs.readFileSync(copy).equals(fs.readFileSync(original))).toBe(true);
    }
    expect(backup(out).status).toBe(1);
  });
});
