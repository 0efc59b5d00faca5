// What the specs of the editor's event screens share: an event with a line-up, and the form's parts by their labels,
// as the editor finds them.
import type { APIRequestContext, Page } from "@playwright/test";
import { aUniqueEvent, storeEvent } from "../support/events";

/** An upcoming event with a line-up, stored through the API as any client would. */
export const storeLineupEvent = (request: APIRequestContext) =>
  storeEvent(
    request,
    aUniqueEvent({
      startsAt: "2031-03-14T20:00",
      endsAt: "2031-03-16T06:00",
      lineup: [{ name: "Nicola Cruz", stage: "Bosque" }, { name: "Nahual" }],
    }),
  );

/** A section of the form by its legend ("El evento", "Dónde", "Line-up"), a performer by theirs ("Artista 2"). */
export const section = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

/** The line-up's names, in the form's order. */
export const lineupNames = (page: Page) =>
  section(page, "Line-up")
    .getByRole("group")
    .getByLabel("Nombre", { exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Whole-page screenshots into screenshots/ (not versioned), at the width of this project's screen. */
export const shoot = (page: Page, name: string, isMobile: boolean) =>
  page.screenshot({ path: `screenshots/events-${name}-${isMobile ? 390 : 1280}.png`, fullPage: true });
