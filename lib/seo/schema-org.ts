// schema.org's vocabulary, for every JSON-LD document of the site: a module of its own, which the timetable's browser
// code reads as the server's JSON-LD does.

export const SCHEMA = "https://schema.org";

/** A term of the vocabulary as a value names it: "https://schema.org/EventScheduled". */
export const schemaTerm = (name: string): string => `${SCHEMA}/${name}`;
