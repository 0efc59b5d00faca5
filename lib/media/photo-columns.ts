// Every column that can name an uploaded photo by its /media/... address: as its whole value (a cover, a portrait) or
// anywhere in its text (a story's Markdown). Whatever decides that an upload is unused (npm run media:prune) reads these
// lists, and lib/media/photo-columns.test.ts fails when a model gains a text column that is neither listed here nor
// known to hold no photo: a new table that shows a photo is counted from its start.
import { Prisma } from "../generated/prisma/client";

type Column<Model extends Prisma.ModelName> = {
  table: Model;
  column: keyof Prisma.TypeMap["model"][Model]["payload"]["scalars"] & string;
};

const column = <Model extends Prisma.ModelName>(table: Model, name: Column<Model>["column"]) => ({
  table,
  column: name,
});

export const PHOTO_COLUMNS = [
  column("Post", "image"),
  // A revision keeps the image its version showed, which a restore brings back.
  column("PostRevision", "image"),
  column("Author", "photo"),
  column("Event", "image"),
  column("LiveUpdate", "image"),
];

/**
 * Markdown that may show photos anywhere in its text (docs/stories.md): a post's body, in every revision, an event's
 * description and a live update's text.
 */
export const PHOTO_TEXT_COLUMNS = [
  // The body fields (BODY_FIELDS, which lib/validations holds: lib/validations leans on lib/media). The test checks.
  ...(["introduction", "climax", "conclusion"] as const).flatMap((field) => [
    column("Post", field),
    column("PostRevision", field),
  ]),
  column("Event", "description"),
  column("LiveUpdate", "text"),
  // A sent boletín's snapshot names its posts' photos by their absolute addresses: readers open old mails.
  column("Edition", "content"),
];

/** `"Post"."image"` for a column, quoted for SQLite and PostgreSQL alike: the names come from the list above only. */
export const quoted = ({ table, column: name }: { table: string; column: string }) =>
  Prisma.raw(`"${table}"."${name}"`);
