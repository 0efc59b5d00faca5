import type { Page } from "@playwright/test";

/**
 * Phones from the smallest still sold (320 px) through the common Android and iPhone widths, tablets, and desktops,
 * with the laptop widths of a 1280 px screen at 110 to 115 % zoom (1,100 to 1,127 px), where the header once ran out.
 */
export const SCREEN_WIDTHS = [320, 360, 375, 390, 414, 768, 1024, 1100, 1110, 1127, 1280, 1440, 1920];

/** A picture of one pixel: what every image of the page is during a sweep (below). */
const ONE_PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Every photo of the page's as one pixel: each new width asks for another size of each photo, which the server would
 * resize for nothing (a frame of fixed proportions holds each one, so the layout is the same).
 */
export const stubPhotos = (page: Page) =>
  page.route(/\/(_next\/image\?|media\/[0-9a-f]{64}\/|images\/)/, (route) =>
    route.fulfill({ contentType: "image/png", body: ONE_PIXEL }),
  );

/** Below this width the header's links are a slide-in menu (Header.module.css, MobileMenu.tsx). */
const MENU_BELOW = 768;

/**
 * What is wrong with the page shown, at each width, without reloading it (a new viewport lays the page out again):
 * the page wider than the screen (with the elements that stick out), or the header's way in, the menu button on a
 * phone and "Log in" on a wide screen, not wholly on the screen. Empty when all is well.
 */
export async function sidewaysFaults(page: Page, widths = SCREEN_WIDTHS): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const faults: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const fault = await page.evaluate((menuBelow) => {
      const screen = document.documentElement.clientWidth;
      const scrolled = document.scrollingElement?.scrollWidth ?? 0;
      const problems: string[] = [];
      if (scrolled > screen) {
        // The outermost of what sticks out, leaving out what a scrolling row or a closed menu holds.
        const sticksOut = (element: Element | null) =>
          Boolean(element && element.getBoundingClientRect().right > screen + 0.5);
        const clipped = (element: Element) => {
          for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
            const style = getComputedStyle(box);
            if (style.overflowX !== "visible" || style.position === "fixed") return true;
          }
          return getComputedStyle(element).visibility === "hidden";
        };
        const outside = [...document.body.querySelectorAll("*")]
          .filter((element) => sticksOut(element) && !sticksOut(element.parentElement) && !clipped(element))
          .slice(0, 3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
        problems.push(`the page is ${scrolled} px wide for ${screen} (${outside.join(", ")})`);
      }
      const header = document.querySelector("body > header");
      if (header) {
        const control =
          window.innerWidth < menuBelow
            ? header.querySelector("button[aria-expanded]")
            : header.querySelector('nav a[href="/login"]');
        const box = control?.getBoundingClientRect();
        if (!box || box.width === 0) problems.push("the header's menu button or Log in is missing");
        else if (box.left < 0 || box.right > screen)
          problems.push(`the header's ${control?.textContent || "menu button"} sticks out`);
      }
      return problems.join("; ");
    }, MENU_BELOW);
    if (fault) faults.push(`${width} px: ${fault}`);
  }
  return faults;
}
