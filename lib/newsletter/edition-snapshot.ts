// What an edition carried, kept as JSON when it starts: a resumed send mails what the first mails said, whatever
// changed on the site since.
import type { EditionContent } from "./edition-content";

export const snapshotOf = (content: EditionContent): string => JSON.stringify(content);

export function contentOf(snapshot: string): EditionContent {
  const stored = JSON.parse(snapshot) as Omit<EditionContent, "since"> & { since: string | null };
  return { ...stored, since: stored.since === null ? null : new Date(stored.since) };
}
