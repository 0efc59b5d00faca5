import { getRequestConfig } from "next-intl/server";
import messages from "@/messages/es.json";

export const LOCALE = "es";
export const TIME_ZONE = "America/Mexico_City";

export default getRequestConfig(async () => ({ locale: LOCALE, messages, timeZone: TIME_ZONE }));
