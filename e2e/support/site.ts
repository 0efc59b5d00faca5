import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { apiAuthorization } from "./environment";

export const SPANISH_MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** "2025-03-01" -> "1 de marzo de 2025", written out independently of the site's own formatter. */
export function spanishDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return `${day} de ${SPANISH_MONTHS[month - 1]} de ${year}`;
}

export async function postCount(request: APIRequestContext): Promise<number> {
  const response = await request.get("/edmNews", { headers: { Authorization: apiAuthorization } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

/**
 * The cards of a post list, top to bottom: their link, title and date as a reader sees them. `list`: where the cards
 * are, the page's main or one block of it (the home page's news, not its "Lo más leído").
 */
export async function readCards(page: Page, list = "main") {
  return page.locator(`${list} article`).evaluateAll((cards) =>
    cards.map((card) => ({
      href: card.querySelector("h3 a")?.getAttribute("href") ?? "",
      title: card.querySelector("h3")?.textContent ?? "",
      date: card.querySelector("time")?.getAttribute("datetime") ?? "",
      dateText: card.querySelector("time")?.textContent ?? "",
    })),
  );
}

export function isNewestFirst(dates: string[]): boolean {
  return dates.every((date, index) => index === 0 || dates[index - 1] >= date);
}
