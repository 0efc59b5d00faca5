import fs from "node:fs";
import path from "node:path";
import { db } from "../db";
import { env } from "../env";
import { phonePhoto } from "@/scripts/testing/image-fixtures";
import { receivedFile } from "@/scripts/testing/received-file";
import { completeVariants } from "./complete-variants";
import { MediaFolderFullError } from "./errors";
import { changeFocus, storeUpload } from "./media-store";
import { folderBytes } from "./media-room";

afterAll(() => db.$disconnect());

// This file's uploads may hold 2 MB; each test starts from an empty folder.
beforeEach(async () => {
  jest.replaceProperty(env(), "MEDIA_MAX_MB", 2);
  await db.media.deleteMany();
  fs.rmSync(env().MEDIA_DIR, { recursive: true, force: true });
});

const folderOf = (hash: string) => path.join(env().MEDIA_DIR, hash);
const storedNames = () => fs.readdirSync(env().MEDIA_DIR).sort();

describe("the bound on the media folder", () => {
  it("records what each upload's folder holds and refuses an upload past MEDIA_MAX_MB, storing nothing", async () => {
    const small = await phonePhoto({ width: 600, height: 400 });
    const { media } = await storeUpload(receivedFile(small));
    expect(media.storedBytes).toBe(await folderBytes(folderOf(media.hash)));
    expect(media.storedBytes).toBeGreaterThan(small.length);

    const large = await phonePhoto({ width: 1300, height: 900 });
    expect(media.storedBytes + large.length).toBeGreaterThan(2 * 1024 * 1024);
    const before = { names: storedNames(), rows: await db.media.count() };
    const refused = await storeUpload(receivedFile(large)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MediaFolderFullError);
    expect((refused as Error).message).toMatch(
      /^The media folder is full: its photos take 1\.\d MB of the 2 MB that MEDIA_MAX_MB allows\./,
    );
    expect({ names: storedNames(), rows: await db.media.count() }).toEqual(before);

    // The same bytes again take no room: they are the stored upload.
    expect((await storeUpload(receivedFile(small))).created).toBe(false);
  });

  it("makes no crops for a new focus once the folder is full, and measures the uploads stored before it counted", async () => {
    const { media } = await storeUpload(receivedFile(await phonePhoto({ width: 600, height: 400 })));
    await db.media.update({ where: { hash: media.hash }, data: { storedBytes: 3 * 1024 * 1024 } });
    const full = await changeFocus(media.hash, { focusX: 0.1, focusY: 0.1 }).catch((error: unknown) => error);
    expect(full).toBeInstanceOf(MediaFolderFullError);
    expect(fs.readdirSync(folderOf(media.hash)).filter((name) => name.includes("-f100-100"))).toEqual([]);

    await db.media.update({ where: { hash: media.hash }, data: { storedBytes: 0 } });
    await completeVariants();
    const measured = await db.media.findUniqueOrThrow({ where: { hash: media.hash } });
    expect(measured.storedBytes).toBe(await folderBytes(folderOf(media.hash)));
    const moved = await changeFocus(media.hash, { focusX: 0.1, focusY: 0.1 });
    expect(moved.storedBytes).toBeGreaterThan(measured.storedBytes);
  });
});
