/** The vocabulary of every JSON-LD document of the site; a module of its own, as the timetable's browser code reads it. */
export const SCHEMA = "https://schema.org";
