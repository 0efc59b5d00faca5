import { getTranslations } from "next-intl/server";
import type { PlanToggleWords } from "./PlanToggle";

/** What every PlanToggle of a page says, read once for the page: an async toggle would be flight data of its own. */
export async function planToggleWords(): Promise<PlanToggleWords> {
  const t = await getTranslations("ReaderPlan");
  return { add: t("add"), addSet: t.raw("addSet") as string };
}
