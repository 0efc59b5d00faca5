import { aMedia } from "@/scripts/testing/media-fixture";
import { pictureOf } from "./picture";

const photo = aMedia;
const { hash } = aMedia();
const url = (file: string) => `/media/${hash}/${file}`;

describe("pictureOf", () => {
  it("offers a card's WebP widths in a srcset and its JPEG, with that JPEG's size, as the fallback", () => {
    expect(pictureOf(photo(), "card")).toEqual({
      webpSrcSet: `${url("card-384.webp")} 384w, ${url("card-768.webp")} 768w`,
      src: url("card-768.jpg"),
      width: 768,
      height: 576,
      position: "50% 50%",
      aspectRatio: "16 / 9",
    });
  });

  it("offers the post page's widths, and never a width the original does not have", () => {
    const page = pictureOf(photo(), "page");
    expect(page.webpSrcSet).toBe(
      [640, 960, 1200, 1600].map((width) => `${url(`page-${width}.webp`)} ${width}w`).join(", "),
    );
    expect(page).toMatchObject({ src: url("page-1200.jpg"), width: 1200, height: 900 });
    const small = pictureOf(photo({ width: 800, height: 600 }), "page");
    expect(small.webpSrcSet).toBe(`${url("page-640.webp")} 640w, ${url("page-800.webp")} 800w`);
    expect(small).toMatchObject({ src: url("page-800.jpg"), width: 800, height: 600 });
  });

  it("shows the post page's photo as it was taken, between 4:5 and 2:1", () => {
    expect(pictureOf(photo(), "page").aspectRatio).toBe("4000 / 3000");
    expect(pictureOf(photo({ width: 3000, height: 4000 }), "page").aspectRatio).toBe("4 / 5");
    expect(pictureOf(photo({ width: 1600, height: 2000 }), "page").aspectRatio).toBe("1600 / 2000");
    expect(pictureOf(photo({ width: 6000, height: 1000 }), "page").aspectRatio).toBe("2 / 1");
  });

  it("keeps the editor's focus where a frame cuts the photo", () => {
    expect(pictureOf(photo({ focusX: 0.25, focusY: 0.8 }), "card").position).toBe("25% 80%");
    expect(pictureOf(photo({ focusX: 0.3333, focusY: 1 }), "page").position).toBe("33.3% 100%");
  });
});
