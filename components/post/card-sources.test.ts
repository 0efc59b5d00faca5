import { cardSources } from "./card-sources";

const optimized = (width: number) => `/_next/image?url=%2Fimages%2Fposts%2Fa.webp&w=${width}&q=75`;

describe("cardSources", () => {
  it("keeps the widths up to 828 and makes the widest of them the fallback", () => {
    const srcSet = [384, 640, 828, 1200, 1600].map((width) => `${optimized(width)} ${width}w`).join(", ");
    expect(cardSources(srcSet)).toEqual({
      srcSet: `${optimized(384)} 384w, ${optimized(640)} 640w, ${optimized(828)} 828w`,
      src: optimized(828),
    });
  });

  it("keeps the narrowest width when every one is wider", () => {
    expect(cardSources(`${optimized(1200)} 1200w, ${optimized(1600)} 1600w`)).toEqual({
      srcSet: `${optimized(1200)} 1200w`,
      src: optimized(1200),
    });
  });
});
