import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { phonePhoto, scanBomb } from "@/scripts/testing/image-fixtures";
import { jpegScans, MAX_JPEG_SCANS } from "./jpeg-scans";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-scans-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function saved(bytes: Buffer): string {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.jpg`);
  fs.writeFileSync(file, bytes);
  return file;
}

describe("counting a JPEG's scans", () => {
  it("counts one in a camera's baseline JPEG, whatever its metadata holds", async () => {
    // The phone photo carries EXIF, XMP, an ICC profile and a comment: none of their bytes is taken for a marker.
    const photo = await phonePhoto({ width: 600, height: 400 });
    expect(await jpegScans(saved(photo))).toBe(1);
    const withThumbnailLikeBytes = Buffer.concat([
      photo.subarray(0, 2),
      Buffer.from([0xff, 0xe1, 0, 8, 0xff, 0xda, 0xff, 0xd9, 0, 0]),
      photo.subarray(2),
    ]);
    expect(await jpegScans(saved(withThumbnailLikeBytes))).toBe(1);
  });

  it("counts the scans of progressive JPEGs as libjpeg writes them", async () => {
    const colour = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c03060" } })
      .jpeg({ progressive: true })
      .toBuffer();
    expect(await jpegScans(saved(colour))).toBe(10);
    const grey = await sharp(colour).toColourspace("b-w").jpeg({ progressive: true }).toBuffer();
    expect(await jpegScans(saved(grey))).toBe(6);
  });

  it("counts a scan bomb's thousands of empty scans, or stops once past a limit", async () => {
    const bomb = saved(await scanBomb());
    expect(await jpegScans(bomb)).toBe(4008);
    const counted = await jpegScans(bomb, MAX_JPEG_SCANS);
    expect(counted).toBeGreaterThan(MAX_JPEG_SCANS);
    expect(counted).toBeLessThan(4008);
  });
});
