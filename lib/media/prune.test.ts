import fs from "node:fs";
import path from "node:path";
import { db } from "../db";
import { env } from "../env";
import { createEvent } from "../events/create-event";
import { createPost } from "../newsroom/create-post";
import { eventInputSchema } from "../validations/event";
import { updatePost } from "../newsroom/update-post";
import { anEvent } from "@/scripts/testing/event-fixture";
import { aPost } from "@/scripts/testing/post-fixture";
import { phonePhoto } from "@/scripts/testing/image-fixtures";
import { receivedFile } from "@/scripts/testing/received-file";
import { changeFocus, storeUpload } from "./media-store";
import { originalUrl } from "./media-url";
import { variantPlan } from "./variants";
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

  it("keeps a photo that only an author's page shows", async () => {
    const portrait = await upload(404);
    await db.author.create({
      data: { slug: "solo-foto", name: "Solo Foto", photo: originalUrl(portrait.hash, "jpeg") },
    });
    const report = await pruneMedia({ now: later() });
    expect(report.removed.map(({ hash }) => hash)).not.toContain(portrait.hash);
    expect(fs.existsSync(path.join(folderOf(portrait.hash), "original.jpg"))).toBe(true);
    expect(await db.media.findUnique({ where: { hash: portrait.hash } })).not.toBeNull();
  });

  it("keeps the photos a story's Markdown shows, in the post or only in an earlier revision of its body", async () => {
    const [inBody, inOldBody, absolute] = [await upload(405), await upload(406), await upload(407)];
    const photo = (hash: string, caption: string) => `![Foto](${originalUrl(hash, "jpeg")} "${caption}")`;
    const { post } = await createPost({
      ...aPost({ climax: `La pista.\n\n${photo(inOldBody.hash, "Antes")}` }),
      savedBy: "test",
    });
    const site = `![Foto](${env().SITE_URL}${originalUrl(absolute.hash, "jpeg")})`;
    await updatePost(
      post.id,
      { climax: `Texto y ${photo(inBody.hash, "Ahora")}`, conclusion: site },
      { savedBy: "test" },
    );
    const report = await pruneMedia({ now: later() });
    for (const { hash } of [inBody, inOldBody, absolute]) {
      expect(report.removed.map((removed) => removed.hash)).not.toContain(hash);
      expect(fs.existsSync(path.join(folderOf(hash), "original.jpg"))).toBe(true);
      expect(await db.media.findUnique({ where: { hash } })).not.toBeNull();
    }
  });

  it("keeps a photo that only an event's description shows", async () => {
    const stage = await upload(408);
    const description = `El escenario:\n\n![Escenario](${originalUrl(stage.hash, "jpeg")})`;
    await createEvent(eventInputSchema.parse(anEvent({ description })));
    const report = await pruneMedia({ now: later() });
    expect(report.removed.map(({ hash }) => hash)).not.toContain(stage.hash);
    expect(await db.media.findUnique({ where: { hash: stage.hash } })).not.toBeNull();
  });

  it("removes the crops of an earlier focus once the upload's folder has not changed for a day", async () => {
    const photo = await upload(1300);
    const { post } = await createPost({ ...aPost({ image: originalUrl(photo.hash, "jpeg") }), savedBy: "test" });
    const moved = await changeFocus(photo.hash, { focusX: 0.2, focusY: 0.3 });
    const current = variantPlan(moved).map(({ file }) => file);
    const earlier = variantPlan(photo)
      .filter(({ file }) => !current.includes(file))
      .map(({ file }) => file);
    expect(earlier).toHaveLength(4);

    expect((await pruneMedia()).stale.map(({ hash }) => hash)).not.toContain(photo.hash);
    const dayOld = new Date(Date.now() - PRUNE_GRACE_MS - 60_000);
    fs.utimesSync(folderOf(photo.hash), dayOld, dayOld);
    const preview = await pruneMedia({ dryRun: true });
    expect(preview.stale).toEqual([
      { hash: photo.hash, files: expect.arrayContaining(earlier), bytes: expect.any(Number) },
    ]);
    expect(fs.readdirSync(folderOf(photo.hash))).toEqual(expect.arrayContaining(earlier));

    const report = await pruneMedia();
    expect(report.stale.find(({ hash }) => hash === photo.hash)?.files.sort()).toEqual(earlier.sort());
    expect(fs.readdirSync(folderOf(photo.hash)).sort()).toEqual(["original.jpg", ...current].sort());
    const row = await db.media.findUniqueOrThrow({ where: { hash: photo.hash } });
    expect(row.storedBytes).toBe(
      fs
        .readdirSync(folderOf(photo.hash))
        .reduce((sum, name) => sum + fs.statSync(path.join(folderOf(photo.hash), name)).size, 0),
    );
    expect(post.image).toBe(originalUrl(photo.hash, "jpeg"));
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
