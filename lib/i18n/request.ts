import { getRequestConfig } from "next-intl/server";
import { NEWSROOM_TIME_ZONE } from "@/lib/dates/calendar-date";
import { messages } from "./messages";

export const LOCALE = "es";

export default getRequestConfig(async () => ({ locale: LOCALE, messages, timeZone: NEWSROOM_TIME_ZONE }));
