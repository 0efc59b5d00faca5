/** What the account page says for each refusal of a change of the person's keys. */
export type KeyErrors = Record<"400" | "401" | "403" | "404" | "other", string>;
