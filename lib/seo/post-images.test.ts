import { env } from "@/lib/env";
import type { Media } from "@/lib/media/find-media";
import { aMedia, anUploadedImage } from "@/scripts/testing/media-fixture";
import { articleImages, shareImage } from "./post-images";

const { hash } = aMedia();
const upload = (overrides: Partial<Media> = {}) => {
  const media = aMedia({ focusX: 0.3, focusY: 0.6, ...overrides });
  return { image: anUploadedImage(media), media };
};
const absolute = (file: string) => `${env().SITE_URL}/media/${hash}/${file}`;

describe("a post's images for search engines and link previews", () => {
  it("lists an upload's 16:9, 4:3 and 1:1 crops at its focus in the JSON-LD, as absolute URLs", () => {
    expect(articleImages(upload())).toEqual([
      absolute("crop-16x9-f300-600.jpg"),
      absolute("crop-4x3-f300-600.jpg"),
      absolute("crop-1x1-f300-600.jpg"),
    ]);
  });

  it("keeps any other image as the JSON-LD's one image, made absolute", () => {
    expect(articleImages({ image: "/images/posts/edc.webp", media: null })).toEqual([
      `${env().SITE_URL}/images/posts/edc.webp`,
    ]);
    expect(articleImages({ image: "https://images.example.mx/edc.jpg", media: null })).toEqual([
      "https://images.example.mx/edc.jpg",
    ]);
  });

  it("shares an upload as its 1200x630 JPEG, described by the alt text", () => {
    expect(shareImage(upload({ width: 900, height: 1600 }), "La pista llena")).toEqual({
      url: absolute("share-f300-600.jpg"),
      width: 1200,
      height: 630,
      type: "image/jpeg",
      alt: "La pista llena",
    });
  });

  it("leaves any other post to the card drawn beside its page", () => {
    expect(shareImage({ image: "https://images.example.mx/edc.jpg", media: null }, "x")).toBeUndefined();
  });
});
