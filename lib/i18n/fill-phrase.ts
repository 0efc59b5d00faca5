// A message's slots filled in code that has no next-intl formatter: the client components, which are handed a
// message raw so that the formatter stays off the page's JavaScript, and the JSON-LD drawn from a timetable's sheet.

/**
 * `phrase` with each "{name}" replaced by `values[name]`, in one pass: a value is put in as it is, so a performer
 * called "A$$AP" or an event named "{dates}" is not read as a replacement pattern or as another slot. A slot without
 * a value is left as it is.
 */
export function fillPhrase(phrase: string, values: Record<string, string>): string {
  return phrase.replace(/\{(\w+)\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? values[name] : slot));
}
