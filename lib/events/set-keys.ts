// How a reader's plan names a set: by its performer, which the editor keeps while moving, reordering or re-staging it.
import { topicSlugOf } from "../validations/post-links";

/** The longest key: a topic slug's length and room for a repeat's number. */
export const SET_KEY_MAX_LENGTH = 124;
export const SET_KEY_PATTERN = /^[a-z0-9-]{1,124}$/;

/**
 * Each set's key, in the line-up's order: its performer's slug ("charlotte-de-witte"), "-2", "-3" after it for the
 * performer's later sets, and `set-{n}` for a name with no letter or digit. A plan keeps keys, not places in the
 * line-up, so a set moved to another time or stage stays in it; a set whose performer leaves the line-up is no longer
 * on the festival, and the plan says it is cancelled.
 */
export function setKeys(lineup: readonly { name: string }[]): string[] {
  const seen = new Map<string, number>();
  return lineup.map(({ name }, index) => {
    const slug = topicSlugOf(name) || `set-${index + 1}`;
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  });
}
