import { expect, type Locator, type Page } from "@playwright/test";
import type { NewPost } from "../support/posts";
import { field, FIELD_LABELS } from "./editor";

export type BodyField = "introduction" | "climax" | "conclusion";

export const toolbar = (page: Page, name: BodyField) =>
  page.getByRole("toolbar", { name: `Formato de «${FIELD_LABELS[name]}»` });

export const tool = (page: Page, name: BodyField, tool: string) =>
  toolbar(page, name).getByRole("button", { name: tool, exact: true });

export const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

/** Fills a body field, then selects `part` of it (its first occurrence), or puts the cursor at the end. */
export async function written(page: Page, name: BodyField, text: string, part?: string): Promise<Locator> {
  const box = field(page, name);
  await box.fill(text);
  await box.evaluate((element: HTMLTextAreaElement, selected) => {
    const start = selected === null ? element.value.length : element.value.indexOf(selected);
    element.focus();
    element.setSelectionRange(start, start + (selected?.length ?? 0));
  }, part ?? null);
  return box;
}

/** The field's selected text, or null when it does not have the focus. */
export const selectedIn = (box: Locator) =>
  box.evaluate((element: HTMLTextAreaElement) =>
    document.activeElement === element ? element.value.slice(element.selectionStart, element.selectionEnd) : null,
  );

/** The body of a post as the API stores it. */
export async function storedBody(page: Page, id: string, authorization: string): Promise<Partial<NewPost>> {
  const response = await page.request.get(`/edmNews/${id}`, { headers: { Authorization: authorization } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Partial<NewPost>;
}

/** Into screenshots/ (not versioned): `locator` at the top of the screen, clear of the sticky header. */
export async function shootAround(page: Page, locator: Locator, name: string, isMobile: boolean, fullPage = false) {
  await locator.evaluate((element) => {
    element.scrollIntoView({ block: "start", behavior: "instant" });
    window.scrollBy({ top: -130, behavior: "instant" });
  });
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  const path = `screenshots/toolbar-${name}-${isMobile ? 390 : 1280}.png`;
  await page.screenshot({ path, animations: "disabled", fullPage });
}
