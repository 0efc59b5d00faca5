import type { Locator } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { eventIn, storeEvent, uniqueCity } from "../support/events";

/** Where a card's picture and its words stand, in the card's list item. */
const cardParts = (item: Locator) =>
  item.evaluate((li) => {
    const [media, body] = [...(li.firstElementChild?.children ?? [])].map((part) => part.getBoundingClientRect());
    return {
      item: li.getBoundingClientRect().width,
      list: li.parentElement!.getBoundingClientRect().width,
      media,
      body,
    };
  });

/** How a row of pills fades at its edges (GuideFilters.module.css), in px. */
const fades = (row: Locator) =>
  row.evaluate((list) => {
    const style = getComputedStyle(list);
    return {
      start: parseFloat(style.getPropertyValue("--fade-start")),
      end: parseFloat(style.getPropertyValue("--fade-end")),
    };
  });

test.describe("the guide's layout", desktopOnly("each test sets the widths itself"), () => {
  test("a month with one event shows it across the row, its picture beside its words; a cancelled name stays readable", async ({
    page,
    request,
  }) => {
    const city = uniqueCity();
    const lone = await storeEvent(request, eventIn(city.name, "2031-05-09T20:00", "2031-05-10T04:00"));
    const pair = [
      eventIn(city.name, "2031-06-10T20:00", "2031-06-10T23:00", { status: "cancelado" }),
      eventIn(city.name, "2031-06-17T20:00", "2031-06-17T23:00"),
    ];
    for (const event of pair) await storeEvent(request, event);

    await page.goto(`/eventos?ciudad=${city.slug}`);
    const loneItem = page.getByRole("region", { name: "mayo de 2031" }).getByRole("listitem");
    await expect(loneItem).toContainText(lone.name);
    const wide = await cardParts(loneItem);
    expect(wide.item).toBeGreaterThan(wide.list * 0.99);
    expect(wide.media.right).toBeLessThanOrEqual(wide.body.left + 1);
    expect(wide.media.width).toBeLessThan(wide.item / 2 + 1);
    // Two cards keep the columns of the grid.
    const twoItems = page.getByRole("region", { name: "junio de 2031" }).getByRole("listitem");
    const inPair = await cardParts(twoItems.first());
    expect(inPair.item).toBeLessThan(inPair.list / 2);
    expect(inPair.media.bottom).toBeLessThanOrEqual(inPair.body.top + 1);

    const cancelled = twoItems.filter({ hasText: pair[0].name });
    await expect(cancelled.getByText("Cancelado", { exact: true })).toBeVisible();
    const strike = await cancelled.getByRole("heading", { level: 3 }).evaluate((name) => {
      const style = getComputedStyle(name);
      const alpha = style.textDecorationColor.match(/rgba?\([^)]*[,/]\s*([\d.]+)\)/)?.[1];
      return {
        line: style.textDecorationLine,
        thickness: parseFloat(style.textDecorationThickness),
        alpha: Number(alpha ?? 1),
      };
    });
    expect(strike.line).toBe("line-through");
    expect(strike.thickness).toBeLessThanOrEqual(1.5);
    expect(strike.alpha).toBeLessThanOrEqual(0.6);

    // On a phone the lone card stacks like the others.
    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await cardParts(loneItem);
    expect(narrow.media.bottom).toBeLessThanOrEqual(narrow.body.top + 1);
  });

  test("on a phone the city and month rows fade where more pills follow, and the page stays still", async ({
    page,
    request,
  }) => {
    // Cities enough that their row runs past a phone's screen, whatever the other specs stored.
    for (let month = 1; month <= 4; month++) {
      await storeEvent(request, eventIn(uniqueCity().name, `2032-0${month}-10T20:00`, `2032-0${month}-10T23:00`));
    }
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/eventos");
    const filters = page.getByRole("navigation", { name: "Filtrar eventos" });
    const cities = filters.getByRole("list").first();
    expect(await cities.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    await expect.poll(() => fades(cities)).toEqual({ start: 0, end: expect.any(Number) });
    expect((await fades(cities)).end).toBeGreaterThan(16);

    await cities.evaluate((row) => row.scrollTo({ left: row.scrollWidth / 2, behavior: "instant" }));
    await expect.poll(async () => Object.values(await fades(cities)).every((fade) => fade > 16)).toBe(true);

    await cities.evaluate((row) => row.scrollTo({ left: row.scrollWidth, behavior: "instant" }));
    await expect.poll(() => fades(cities)).toEqual({ start: expect.any(Number), end: 0 });
    expect((await fades(cities)).start).toBeGreaterThan(16);
    const [pageWidth, screenWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(pageWidth).toBeLessThanOrEqual(screenWidth);

    // Wide enough for the pills to wrap: no row scrolls, none fades.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await fades(cities)).toEqual({ start: 0, end: 0 });
  });
});
