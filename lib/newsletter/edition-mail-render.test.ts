// The boletín's HTML as a browser draws it: Chromium, offline, on a 320 px phone and a wide screen.
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@/scripts/testing/chromium";
import type { EditionContent } from "./edition-content";
import { editionMessage } from "./edition-mail";

jest.setTimeout(60_000);

const long = "Una crónica con palabras larguísimas: supercalifragilísticoespialidoso ".repeat(4);
const content: EditionContent = {
  since: new Date("2026-11-27T15:00:00Z"),
  posts: [
    {
      id: "edc-2026",
      title: long,
      description: long.repeat(3),
      date: "3 de diciembre de 2026",
      photo: { url: "https://pulso.test/media/abc/card-768.jpg", alt: "El escenario", width: 768, height: 432 },
    },
    { id: "sin-foto", title: "Sin foto", description: "Solo texto.", date: "2 de diciembre de 2026", photo: null },
  ],
  events: [{ id: "bahidora", name: "Bahidorá", dates: "26–28 feb 2027", venue: "Las Estacas", city: "Tlaltizapán" }],
};

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
afterAll(() => browser.close());

describe.each([320, 1280])("at %i px wide", (width) => {
  it("fits the screen in one column of at most 560 px, dark, with every image's alt text and the way out visible", async () => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.route("**/*", (route) => route.abort());
    await page.setContent(editionMessage(content, "lectora@ejemplo.mx", new Date()).html);

    const layout = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      column: Math.max(...[...document.querySelectorAll("table table")].map((table) => table.clientWidth)),
      background: getComputedStyle(document.body).backgroundColor,
      images: [...document.images].map((image) => [image.alt, image.getBoundingClientRect().width]),
    }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(width);
    expect(layout.column).toBeLessThanOrEqual(560);
    expect(layout.background).toBe("rgb(7, 6, 15)");
    expect(layout.images).toEqual([["El escenario", expect.any(Number)]]);
    expect(layout.images[0][1]).toBeLessThanOrEqual(Math.min(width, 560));
    await expect(page.getByRole("link", { name: "Darte de baja con un clic" }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});
