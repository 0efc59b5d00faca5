import { isMediaPath, mediaHashOf, originalUrl } from "./media-url";

const hash = "a".repeat(63) + "f";

describe("an uploaded photo's address", () => {
  it("is the path of its original, named by the format", () => {
    expect(originalUrl(hash, "jpeg")).toBe(`/media/${hash}/original.jpg`);
    expect(originalUrl(hash, "avif")).toBe(`/media/${hash}/original.avif`);
  });

  it.each(["jpg", "png", "webp", "avif"])("gives the hash of a path ending in original.%s", (extension) => {
    expect(mediaHashOf(`/media/${hash}/original.${extension}`)).toBe(hash);
  });

  it("gives the hash under the site's own origin only", () => {
    const site = "https://pulso.mx";
    expect(mediaHashOf(`https://pulso.mx/media/${hash}/original.png`, site)).toBe(hash);
    expect(mediaHashOf(`https://otro.mx/media/${hash}/original.png`, site)).toBeNull();
    expect(mediaHashOf(`http://pulso.mx/media/${hash}/original.png`, site)).toBeNull();
    expect(mediaHashOf(`https://pulso.mx/media/${hash}/original.png?x=1`, site)).toBeNull();
    expect(mediaHashOf(`https://pulso.mx/media/${hash}/original.png`)).toBeNull();
  });

  it.each([
    `/media/${hash}/card-384.webp`,
    `/media/${hash.toUpperCase()}/original.jpg`,
    `/media/${hash.slice(1)}/original.jpg`,
    `/media/${hash}/original.gif`,
    `/media/${hash}/original.jpg/`,
    `/media/../${hash}/original.jpg`,
    `//media/${hash}/original.jpg`,
    "https://images.example.mx/noche.jpg",
    "no es url",
  ])("names no upload for %j", (image) => {
    expect(mediaHashOf(image, "https://pulso.mx")).toBeNull();
    expect(isMediaPath(image)).toBe(false);
  });
});
