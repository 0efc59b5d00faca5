// The API calls of the boletín's page (app/edmNews/newsletter/): the editor's session and publishing token.
export const NEWSLETTER_API = {
  unsubscribe: "/edmNews/newsletter/unsubscribe",
  test: "/edmNews/newsletter/test",
  editions: "/edmNews/newsletter/editions",
} as const;

/** The refusals the page tells apart; any other is "other". */
export type RefusalLabels = Record<"401" | "403" | "409" | "other", string>;

export const refusalOf = (labels: RefusalLabels, status: number) =>
  labels[String(status) as "401" | "403" | "409"] ?? labels.other;
