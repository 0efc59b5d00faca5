import { phonePhoto, pixelBomb, scanBomb } from "@/scripts/testing/image-fixtures";
import { receivedFile } from "@/scripts/testing/received-file";
import { UnreadableImageError } from "./errors";
import { decodeUpright, uprightSize, workingWidth } from "./render";
import { variantPlan, type MediaShape } from "./variants";

const shape = (width: number, height: number): MediaShape => ({
  hash: "0".repeat(64),
  width,
  height,
  focusX: 0.5,
  focusY: 0.5,
});
const working = (width: number, height: number) =>
  workingWidth(shape(width, height), variantPlan(shape(width, height)));

describe("decoding an upload", () => {
  it("reads the upright size from the header: orientation 6 swaps it", async () => {
    expect(await uprightSize(receivedFile(await phonePhoto({ width: 600, height: 400 })).path)).toEqual({
      width: 400,
      height: 600,
    });
  });

  it("refuses a bomb from its header", async () => {
    const refusal = await uprightSize(receivedFile(await pixelBomb()).path).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnreadableImageError);
  });

  it("stops a decode that runs past its time limit", async () => {
    // A thousand empty scans: under the limit a second takes, several seconds of decoding.
    const slow = receivedFile(await scanBomb({ scans: 1000 }));
    const refusal = await decodeUpright(slow.path, 1600, 1).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnreadableImageError);
    expect((refusal as Error).message).toMatch(/^The image takes more than 1 s to decode/);
  }, 60_000);

  it("decodes no larger than the largest variant needs", () => {
    expect(working(4000, 3000)).toBe(1600);
    expect(working(3000, 4000)).toBe(1600);
    // A panorama's square crop keeps 2000 of its 8000 px: 1200 of them need a working copy 4800 px wide.
    expect(working(8000, 2000)).toBe(4800);
    expect(working(1000, 700)).toBe(1000);
  });
});
