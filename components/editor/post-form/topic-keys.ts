import { foldAccents } from "@/lib/text/fold";
import { plainName } from "@/lib/text/plain-name";

/**
 * The form's guess at which names are one topic: "Techno", "techno" and "TÉCHNO" share a key (case, accents and
 * punctuation aside), "" when a name has no letter or digit. The server's topicSlugOf also spells other scripts in
 * Latin, with tables too large for the browser: a pair only it folds together ("Тechno", its T Cyrillic, and
 * "Techno") becomes one topic when the post is saved (lib/validations/post-links.ts).
 */
export const topicKeyOf = (name: string) =>
  foldAccents(plainName(name).normalize("NFKC"))
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

/** The names in their order, each key once: the first spelling is the one kept, as the server keeps it. */
export function distinctTopicNames(names: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(topicKeyOf(name))) byKey.set(topicKeyOf(name), name);
  return [...byKey.values()];
}
