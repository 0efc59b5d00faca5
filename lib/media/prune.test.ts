import fs from "node:fs";
import path from "node:path";
import { db } from "../db";
import { env } from "../env";
import { createPost } from "../newsroom/create-post";
import { updatePost } from "../newsroom/update-post";
import { aPost } from "@/scripts/testing/post-fixture";
import { phonePhoto } from "@/scripts/testing/image-fixtures";
import { receivedFile } from "@/scripts/testing/received-file";
import { storeUpload } from "./media-store";
import { originalUrl } from "./media-url";
import { PRUNE_GRACE_MS, pruneMedia } from "./prune";

afterAll(() => db.$disconnect());

const later = () => Date.now() + PRUNE_GRACE_MS + 60_000;
const folderOf = (hash: string) => path.join(env().MEDIA_DIR, hash);

async function upload(width: number) {
  return (await storeUpload(receivedFile(await phonePhoto({ width, height: 300 })))).media;
}

describe("npm run media:prune", () => {
  it("removes only the uploads that no post and no revision names, once they are a day old", async () => {
    const [inPost, inRevision, absolute, unnamed] = [
      await upload(400),
      await upload(401),
      await upload(402),
      await upload(403),
    ];
    const { post } = await createPost({ ...aPost({ image: originalUrl(inRevision.hash, "jpeg") }), savedBy: "test" });
    await updatePost(post.id, { image: originalUrl(inPost.hash, "jpeg") }, { savedBy: "test" });
    await createPost({
      ...aPost({ image: `${env().SITE_URL}${originalUrl(absolute.hash, "jpeg")}` }),
      savedBy: "test",
    });

    const young = await pruneMedia({ dryRun: true });
    expect(young.removed).toEqual([]);

    const preview = await pruneMedia({ now: later(), dryRun: true });
    expect(preview.removed.map(({ hash }) => hash)).toEqual([unnamed.hash]);
    expect(fs.existsSync(folderOf(unnamed.hash))).toBe(true);

    const report = await pruneMedia({ now: later() });
    expect(report.removed).toEqual([{ hash: unnamed.hash, bytes: expect.any(Number) }]);
    expect(report.removed[0].bytes).toBeGreaterThan(0);
    expect(report.kept).toBeGreaterThanOrEqual(3);
    expect(fs.existsSync(folderOf(unnamed.hash))).toBe(false);
    expect(await db.media.findUnique({ where: { hash: unnamed.hash } })).toBeNull();
    for (const { hash } of [inPost, inRevision, absolute]) {
      expect(fs.existsSync(path.join(folderOf(hash), "original.jpg"))).toBe(true);
      expect(await db.media.findUnique({ where: { hash } })).not.toBeNull();
    }
  });

  it("clears what interrupted uploads left: folders without a row and partial folders", async () => {
    const stray = path.join(env().MEDIA_DIR, "a".repeat(64));
    const partial = path.join(env().MEDIA_DIR, ".partial-abc");
    for (const folder of [stray, partial]) fs.mkdirSync(folder, { recursive: true });
    expect((await pruneMedia()).leftovers).toEqual([]);
    const report = await pruneMedia({ now: later() });
    expect(report.leftovers.sort()).toEqual([".partial-abc", "a".repeat(64)]);
    expect([fs.existsSync(stray), fs.existsSync(partial)]).toEqual([false, false]);
  });
});
