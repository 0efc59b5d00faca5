import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { db } from "../db";
import { env } from "../env";
import { ClientGoneError, MediaNotFoundError, UnreadableImageError, UnsupportedImageError } from "./errors";
import { htmlPage, phonePhoto, pixelBomb, RED_EDGE_ROWS, scanBomb, truncated } from "@/scripts/testing/image-fixtures";
import { receivedFile } from "@/scripts/testing/received-file";
import { completeVariants } from "./complete-variants";
import { changeFocus, storeUpload } from "./media-store";
import { variantPlan, variantsOf, SHARE_MAX_BYTES } from "./variants";

afterAll(() => db.$disconnect());

const folderOf = (hash: string) => path.join(env().MEDIA_DIR, hash);
const storedNames = () => (fs.existsSync(env().MEDIA_DIR) ? fs.readdirSync(env().MEDIA_DIR).sort() : []);

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (reason: unknown) => reason as Error,
  );

/** The mean colour of a column of the image, as [red, green, blue]. */
async function columnColour(file: string, column: "left" | "right"): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const x = column === "left" ? 0 : info.width - 1;
  const sums = [0, 0, 0];
  for (let y = 0; y < info.height; y += 1) {
    for (let band = 0; band < 3; band += 1) sums[band] += data[(y * info.width + x) * info.channels + band];
  }
  return sums.map((sum) => Math.round(sum / info.height));
}

describe("storing an upload", () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await phonePhoto({ width: 1800, height: 1200 });
  });

  it("keeps the original byte for byte and makes every planned variant upright, without any metadata", async () => {
    const { media } = await storeUpload(receivedFile(photo));
    expect(media).toMatchObject({ format: "jpeg", width: 1200, height: 1800, bytes: photo.length, focusX: 0.5 });
    const folder = folderOf(media.hash);
    expect(fs.readFileSync(path.join(folder, "original.jpg")).equals(photo)).toBe(true);

    const plan = variantPlan(media);
    expect(fs.readdirSync(folder).sort()).toEqual(["original.jpg", ...plan.map(({ file }) => file)].sort());
    for (const variant of plan) {
      const file = path.join(folder, variant.file);
      const meta = await sharp(file).metadata();
      expect({ file: variant.file, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        file: variant.file,
        format: variant.format,
        width: variant.width,
        height: variant.height,
      });
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.orientation, meta.comments]).toEqual(
        Array(6).fill(undefined),
      );
      // "Exif" with the two zero bytes of its segment's name: the four letters alone turn up by chance in the
      // compressed bytes of a photo of random pixels (a clean-clone run found them once).
      const text = fs.readFileSync(file).toString("latin1");
      for (const trace of ["PulsoCam", "Ciudad de M", "Fot\xf3grafa", "Exif\0\0"]) expect(text).not.toContain(trace);
    }
    // Orientation 6 turns the stored top (red) to the right edge.
    const page = path.join(folder, variantsOf(plan, "page", "jpeg")[0].file);
    const [right, left] = [await columnColour(page, "right"), await columnColour(page, "left")];
    expect(right[0]).toBeGreaterThan(200);
    expect(right[1]).toBeLessThan(60);
    expect(left[0]).toBeLessThan(200);
    expect(RED_EDGE_ROWS).toBeGreaterThan(0);
  });

  it("keeps the share image at most 300 KB even for a photo of pure noise", async () => {
    const { media } = await storeUpload(receivedFile(photo));
    const [share] = variantsOf(variantPlan(media), "share");
    expect(fs.statSync(path.join(folderOf(media.hash), share.file)).size).toBeLessThanOrEqual(SHARE_MAX_BYTES);
  });

  it("stores the same bytes once, however often and however concurrently, and again once their folder is lost", async () => {
    const other = await phonePhoto({ width: 900, height: 600 });
    const results = await Promise.all([
      storeUpload(receivedFile(other)),
      storeUpload(receivedFile(other)),
      storeUpload(receivedFile(other)),
    ]);
    expect(results.filter(({ created }) => created)).toHaveLength(1);
    expect(new Set(results.map(({ media }) => media.hash)).size).toBe(1);
    expect(await db.media.count({ where: { hash: results[0].media.hash } })).toBe(1);
    expect((await storeUpload(receivedFile(other))).created).toBe(false);

    fs.rmSync(folderOf(results[0].media.hash), { recursive: true });
    const restored = await storeUpload(receivedFile(other));
    expect(restored.created).toBe(true);
    expect(fs.readFileSync(path.join(folderOf(restored.media.hash), "original.jpg")).equals(other)).toBe(true);
  });

  it("refuses what is not an image, a truncated image and a bomb, leaving no file and no row", async () => {
    const before = { names: storedNames(), rows: await db.media.count() };
    expect(await refusal(storeUpload(receivedFile(htmlPage())))).toBeInstanceOf(UnsupportedImageError);
    const cut = await refusal(storeUpload(receivedFile(truncated(await phonePhoto({ width: 600, height: 400 })))));
    expect(cut).toBeInstanceOf(UnreadableImageError);
    expect(cut?.message).toContain("corrupt or truncated");
    // Refused from its header's size, the only place "30000 x 30000" can come from: no pixel was decoded.
    const bomb = await refusal(storeUpload(receivedFile(await pixelBomb())));
    expect(bomb).toBeInstanceOf(UnreadableImageError);
    expect(bomb?.message).toContain("30000 x 30000");
    expect({ names: storedNames(), rows: await db.media.count() }).toEqual(before);
  });

  it("refuses a progressive JPEG of thousands of empty scans from its markers, before decoding it", async () => {
    const bomb = await scanBomb();
    const before = { names: storedNames(), rows: await db.media.count() };
    const refused = await refusal(storeUpload(receivedFile(bomb)));
    expect(refused).toBeInstanceOf(UnreadableImageError);
    expect(refused?.message).toBe(
      "The JPEG is split into more than 100 scans (an ordinary one has at most a dozen): save it again and upload that copy.",
    );
    expect({ names: storedNames(), rows: await db.media.count() }).toEqual(before);
  });

  it("says what is wrong with a file it cannot read, never where the server kept it", async () => {
    const ftyp = Buffer.from([0, 0, 0, 24, ...Buffer.from("ftypavif"), 0, 0, 0, 0, ...Buffer.from("avifmif1")]);
    const fakeAvif = Buffer.concat([ftyp, Buffer.from("no es una imagen, solo texto ".repeat(40))]);
    const cutJpeg = truncated(await phonePhoto({ width: 600, height: 400 }), 0.02);
    for (const bytes of [fakeAvif, cutJpeg]) {
      const refused = await refusal(storeUpload(receivedFile(bytes)));
      expect(refused).toBeInstanceOf(UnreadableImageError);
      expect(refused?.message).not.toMatch(/partial|\/|\\|vips|heif|jpeg:/i);
      expect(refused?.message).toMatch(/^The image /);
    }
  });

  it("stops making an upload whose client has gone, before its turn or between two variants, leaving nothing", async () => {
    const before = { names: storedNames(), rows: await db.media.count() };
    const gone = AbortSignal.abort();
    const photo = () => phonePhoto({ width: 1400, height: 900 });
    expect(await refusal(storeUpload(receivedFile(await photo()), undefined, gone))).toBeInstanceOf(ClientGoneError);
    // The client leaves once three variants are made: the signal reads as aborted from its fourth look on.
    let looks = 0;
    const leaving = {
      get aborted() {
        looks += 1;
        return looks > 4;
      },
    } as AbortSignal;
    expect(await refusal(storeUpload(receivedFile(await photo()), undefined, leaving))).toBeInstanceOf(ClientGoneError);
    expect(looks).toBe(5);
    expect({ names: storedNames(), rows: await db.media.count() }).toEqual(before);
  });

  it("makes the crops of a new focus under new names and keeps the earlier ones", async () => {
    const { media } = await storeUpload(receivedFile(await phonePhoto({ width: 1500, height: 1000 })));
    const before = new Set(fs.readdirSync(folderOf(media.hash)));
    const moved = await changeFocus(media.hash, { focusX: 0.1, focusY: 0.9 });
    expect(moved).toMatchObject({ focusX: 0.1, focusY: 0.9 });
    const crops = variantPlan(moved).filter(({ file }) => !before.has(file));
    expect(crops.map(({ kind }) => kind).sort()).toEqual(["crop-16x9", "crop-1x1", "crop-4x3", "share"]);
    const after = new Set(fs.readdirSync(folderOf(media.hash)));
    for (const name of before) expect(after.has(name)).toBe(true);
    for (const crop of crops) {
      expect(await sharp(path.join(folderOf(media.hash), crop.file)).metadata()).toMatchObject({
        width: crop.width,
        height: crop.height,
      });
    }
    expect(await refusal(changeFocus("f".repeat(64), { focusX: 0, focusY: 0 }))).toBeInstanceOf(MediaNotFoundError);
  });

  it("makes again, at start, the variants a later plan names that an older upload lacks, and leaves the rest alone", async () => {
    const { media } = await storeUpload(receivedFile(await phonePhoto({ width: 1700, height: 1100 })));
    const folder = folderOf(media.hash);
    const [lost, kept] = [variantPlan(media)[2], variantPlan(media)[0]];
    fs.rmSync(path.join(folder, lost.file));
    const keptSince = fs.statSync(path.join(folder, kept.file)).mtimeMs;
    expect(await completeVariants()).toBe(1);
    const remade = await sharp(path.join(folder, lost.file)).metadata();
    expect([remade.width, remade.height, remade.exif]).toEqual([lost.width, lost.height, undefined]);
    expect(fs.statSync(path.join(folder, kept.file)).mtimeMs).toBe(keptSince);
    expect(await completeVariants()).toBe(0);
  });
});
