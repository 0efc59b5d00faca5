// The events API as the editor's forms call it (docs/api.md, "Events"), with callNewsApi's session and token.
export const EVENTS_API_PATH = "/edmNews/events";
export const eventApiPath = (id: string) => `${EVENTS_API_PATH}/${encodeURIComponent(id)}`;

/** What the list says after a form sends the editor back to it (?aviso=). */
export const EVENT_NOTICES = ["created", "saved", "deleted"] as const;
export type EventNotice = (typeof EVENT_NOTICES)[number];
export const eventNoticeOf = (value: unknown) => EVENT_NOTICES.find((notice) => notice === value);
