import { foldAccents } from "@/lib/text/fold";
import type { EventChoice } from "./event-choices";

const wordsOf = (text: string) => foldAccents(text).split(/\s+/).filter(Boolean);

/**
 * The events whose name, id or city holds every word typed (accents and case aside), in the list's order, at most
 * `max`.
 */
export function matchingEvents(choices: EventChoice[], typed: string, max: number): EventChoice[] {
  const words = wordsOf(typed);
  if (words.length === 0) return [];
  return choices
    .filter(({ id, name, city }) => {
      const text = foldAccents(`${name} ${id} ${city}`);
      return words.every((word) => text.includes(word));
    })
    .slice(0, max);
}
