import { cropRegion, isMediaFileName, srcSetOf, variantPlan, variantsOf, type MediaShape } from "./variants";

const hash = "0123456789abcdef".repeat(4);
const photo = (overrides: Partial<MediaShape> = {}): MediaShape => ({
  hash,
  width: 4000,
  height: 3000,
  focusX: 0.5,
  focusY: 0.5,
  ...overrides,
});

const sizes = (shape: MediaShape, kind: Parameters<typeof variantsOf>[1], format?: "webp" | "jpeg") =>
  variantsOf(variantPlan(shape), kind, format).map(({ width, height }) => [width, height]);

describe("the variant plan", () => {
  it("makes the card and page widths in WebP with one JPEG each, keeping the aspect", () => {
    expect(sizes(photo(), "card", "webp")).toEqual([
      [384, 288],
      [768, 576],
    ]);
    expect(sizes(photo(), "card", "jpeg")).toEqual([[768, 576]]);
    expect(sizes(photo(), "page", "webp")).toEqual([
      [640, 480],
      [960, 720],
      [1200, 900],
      [1600, 1200],
    ]);
    expect(sizes(photo(), "page", "jpeg")).toEqual([[1200, 900]]);
  });

  it("never enlarges: a narrow original gives its own width in place of the wider ones", () => {
    const narrow = photo({ width: 1000, height: 500 });
    expect(sizes(narrow, "page", "webp")).toEqual([
      [640, 320],
      [960, 480],
      [1000, 500],
    ]);
    expect(sizes(narrow, "page", "jpeg")).toEqual([[1000, 500]]);
    expect(sizes(photo({ width: 300, height: 200 }), "card", "webp")).toEqual([[300, 200]]);
    expect(sizes(narrow, "crop-16x9")).toEqual([[889, 500]]);
    expect(sizes(narrow, "crop-1x1")).toEqual([[500, 500]]);
  });

  it("makes the three crops 1200 px wide and the share image 1200x630 when the original allows", () => {
    const plan = photo();
    expect(sizes(plan, "crop-16x9")).toEqual([[1200, 675]]);
    expect(sizes(plan, "crop-4x3")).toEqual([[1200, 900]]);
    expect(sizes(plan, "crop-1x1")).toEqual([[1200, 1200]]);
    expect(sizes(plan, "share")).toEqual([[1200, 630]]);
    expect(sizes(photo({ width: 600, height: 400 }), "share")).toEqual([[1200, 630]]);
  });

  it("names crops by their focus, so a new focus makes new URLs and the widths keep theirs", () => {
    const centred = variantPlan(photo());
    const moved = variantPlan(photo({ focusX: 0.25, focusY: 0.8 }));
    expect(variantsOf(moved, "crop-16x9")[0].url).toBe(`/media/${hash}/crop-16x9-f250-800.jpg`);
    expect(variantsOf(centred, "share")[0].file).toBe("share-f500-500.jpg");
    expect(variantsOf(moved, "card")).toEqual(variantsOf(centred, "card"));
    expect(new Set(centred.map(({ file }) => file)).size).toBe(centred.length);
    for (const { file } of [...centred, ...moved]) expect(isMediaFileName(file)).toBe(true);
  });

  it("centres crops on the focus as far as the edges allow", () => {
    expect(cropRegion(photo(), "crop-1x1")).toEqual({ left: 500, top: 0, width: 3000, height: 3000 });
    expect(cropRegion(photo({ focusX: 0 }), "crop-1x1")).toMatchObject({ left: 0 });
    expect(cropRegion(photo({ focusX: 1 }), "crop-1x1")).toMatchObject({ left: 1000 });
    expect(cropRegion(photo({ focusY: 0.9 }), "crop-16x9")).toEqual({ left: 0, top: 750, width: 4000, height: 2250 });
    const portrait = photo({ width: 3000, height: 4000, focusY: 0.2 });
    expect(cropRegion(portrait, "crop-16x9")).toEqual({ left: 0, top: 0, width: 3000, height: 1688 });
  });

  it("writes srcsets narrowest first", () => {
    expect(srcSetOf(variantsOf(variantPlan(photo()), "card", "webp"))).toBe(
      `/media/${hash}/card-384.webp 384w, /media/${hash}/card-768.webp 768w`,
    );
  });

  it.each([
    "original.jpg",
    "original.avif",
    "card-384.webp",
    "page-1000.jpg",
    "crop-1x1-f0-1000.jpg",
    "share-f500-500.jpg",
  ])("knows %j as a stored name", (name) => {
    expect(isMediaFileName(name)).toBe(true);
  });

  it.each([
    "",
    ".",
    "..",
    "original.gif",
    "original.jpg.tmp",
    "card-0384.webp",
    "card-384.png",
    "crop-2x1-f500-500.jpg",
    "crop-1x1-f1001-500.jpg",
    "share-f500-500.webp",
    "../original.jpg",
    "card-384.webp/",
  ])("refuses %j as a stored name", (name) => {
    expect(isMediaFileName(name)).toBe(false);
  });
});
