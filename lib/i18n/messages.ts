import loadErrorMessages from "@/messages/es-load-error.json";
import siteMessages from "@/messages/es.json";

/** Every message of the site: the error boundaries' own file (components/post/load-error.ts) and the rest. */
export const messages = { ...siteMessages, ...loadErrorMessages };
