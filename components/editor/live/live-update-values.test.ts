import { EMPTY_LIVE_UPDATE, liveUpdateBody } from "./live-update-values";

describe("the body of a new live update", () => {
  it("is the text as typed and the pin", () => {
    expect(liveUpdateBody({ ...EMPTY_LIVE_UPDATE, text: "Abren las **puertas**.", pinned: true })).toEqual({
      text: "Abren las **puertas**.",
      pinned: true,
    });
  });

  it("carries the photo, trimmed, with what it shows; alt text without a photo describes nothing", () => {
    const photo = { text: "Láseres", image: " /media/abc/original.jpg ", imageAlt: "El escenario", pinned: false };
    expect(liveUpdateBody(photo)).toEqual({
      text: "Láseres",
      image: "/media/abc/original.jpg",
      imageAlt: "El escenario",
      pinned: false,
    });
    expect(liveUpdateBody({ ...photo, image: "  " })).toEqual({ text: "Láseres", pinned: false });
  });

  it("leaves an empty text and a photo without alt text for the API to name", () => {
    expect(liveUpdateBody({ ...EMPTY_LIVE_UPDATE, image: "https://example.mx/a.jpg" })).toEqual({
      text: "",
      image: "https://example.mx/a.jpg",
      imageAlt: "",
      pinned: false,
    });
  });
});
