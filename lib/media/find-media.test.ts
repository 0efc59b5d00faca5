import { db } from "../db";
import { env } from "../env";
import { findMedia, mediaFor, mediaOf } from "./find-media";
import { originalUrl } from "./media-url";

afterAll(() => db.$disconnect());

const stored = (digit: string) =>
  db.media.create({ data: { hash: digit.repeat(64), format: "jpeg", width: 4000, height: 3000, bytes: 1 } });

describe("the uploads the pages read", () => {
  it("finds one upload by hash or by the image a post names", async () => {
    const row = await stored("1");
    expect(await findMedia(row.hash)).toEqual(row);
    expect(await mediaOf(originalUrl(row.hash, "jpeg"))).toEqual(row);
    expect(await mediaOf("https://images.example.mx/noche.jpg")).toBeNull();
    expect(await findMedia("9".repeat(64))).toBeNull();
  });

  it("reads the uploads of a list of images at once, keyed by each image as given", async () => {
    const [first, second] = [await stored("2"), await stored("3")];
    const asPath = originalUrl(first.hash, "jpeg");
    const absolute = `${env().SITE_URL}${originalUrl(second.hash, "png")}`;
    const missing = originalUrl("4".repeat(64), "webp");
    const found = await mediaFor([asPath, absolute, asPath, "https://images.example.mx/a.jpg", missing]);
    expect([...found.keys()].sort()).toEqual([absolute, asPath].sort());
    expect(found.get(asPath)).toEqual(first);
    expect(found.get(absolute)).toEqual(second);
    expect(await mediaFor(["https://images.example.mx/a.jpg"])).toEqual(new Map());
  });
});
