// A shape's fields are listed where they are declared and read from there (docs/architecture.md): a list written by
// hand elsewhere falls behind the day a field is added. These scans catch a hand copy of the lists most often copied.
import fs from "node:fs";
import path from "node:path";
import { FIELD_CODES } from "./validations/field-problems";
import { BODY_FIELDS } from "./validations/post-fields";

const ROOT = path.join(__dirname, "..");

/** The code of `folder` (relative to the root), its tests and Prisma's generated client left out. */
function sources(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const CODE = ["app", "components", "lib"].flatMap(sources);
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const naming = (words: readonly string[], pattern: (word: string) => RegExp) => (file: string) =>
  words.filter((word) => pattern(word).test(read(file)));

describe("one source for each shape", () => {
  test("only lib/validations/post-fields.ts lists a post's body fields, and the places that must say them otherwise", () => {
    const allowed = [
      "lib/validations/post-fields.ts",
      // The schema's keys, held to post-fields.ts by lib/validations/post.test.ts.
      "lib/validations/post.ts",
      // lib/media sits below lib/validations; its test compares its list with BODY_FIELDS.
      "lib/media/photo-columns.ts",
      // The specification's order of a post's fields, which the API answers in.
      "lib/api/post-answer.ts",
      // Each field's words in messages/es.json.
      "components/editor/post-form/post-form-labels.ts",
    ];
    const named = naming(BODY_FIELDS, (field) => new RegExp(`\\b${field}\\b`));
    const listing = CODE.filter((file) => named(file).length === BODY_FIELDS.length);
    expect(listing.filter((file) => !allowed.includes(file.split(path.sep).join("/")))).toEqual([]);
  });

  test("the editor's forms keep no list of the API's field codes: each is read from FIELD_CODES", () => {
    const quoted = naming(FIELD_CODES, (code) => new RegExp(`["'\`]${code}["'\`]`));
    const copies = sources("components").filter((file) => quoted(file).length >= 3);
    expect(copies).toEqual([]);
  });
});
