/** Fills a message's {placeholders} in the browser, where next-intl does not ship: "«{title}» está publicada." */
export const say = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
