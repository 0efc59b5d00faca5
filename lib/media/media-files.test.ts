import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { lookUpMediaFile } from "./media-files";

const hash = "c".repeat(64);
let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "media-files-"));
  const folder = path.join(root, hash);
  fs.mkdirSync(folder);
  for (const name of ["original.jpg", "card-384.webp", "page-1200.jpg", "page-640.webp"]) {
    fs.writeFileSync(path.join(folder, name), name);
  }
  fs.writeFileSync(path.join(root, "secret.txt"), "secreto");
  fs.symlinkSync(path.join(root, "secret.txt"), path.join(folder, "card-768.webp"));
  fs.mkdirSync(path.join(folder, "page-960.webp"));
  fs.symlinkSync(folder, path.join(root, "d".repeat(64)));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("which stored file an address names", () => {
  it("finds a variant with its size and type", async () => {
    expect(await lookUpMediaFile(root, hash, "card-384.webp")).toEqual({
      file: { path: path.join(root, hash, "card-384.webp"), size: 13, contentType: "image/webp" },
    });
    expect(await lookUpMediaFile(root, hash, "page-1200.jpg")).toMatchObject({ file: { contentType: "image/jpeg" } });
  });

  it("sends readers of the original, which keeps its EXIF, to its largest JPEG", async () => {
    expect(await lookUpMediaFile(root, hash, "original.jpg")).toEqual({ location: `/media/${hash}/page-1200.jpg` });
  });

  it.each([
    [hash, "card-768.webp", "a symbolic link to a file"],
    ["d".repeat(64), "card-384.webp", "a folder that is a symbolic link"],
    [hash, "page-960.webp", "a folder where a file should be"],
    [hash, "page-1600.webp", "a name the plan allows but nothing stored"],
    [hash, "secret.txt", "a name the plan never gives"],
    [hash, "../secret.txt", "a way out of the folder"],
    [hash, "", "the folder itself"],
    ["..", "secret.txt", "the parent folder"],
    [`${hash}/..`, "secret.txt", "a hash with a slash"],
    ["e".repeat(64), "card-384.webp", "an upload that does not exist"],
  ])("finds nothing for %s/%s (%s)", async (folder, file) => {
    expect(await lookUpMediaFile(root, folder, file)).toBeNull();
  });
});
