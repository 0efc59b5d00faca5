import fs from "node:fs";
import path from "node:path";
import { aPost } from "@/scripts/testing/post-fixture";
import { parseFields } from "./field-problems";
import { API_CALLS, postInputSchema } from "./post";
import { BODY_FIELDS, POST_FIELDS, REQUIRED_FIELDS, SLUG_PATTERN } from "./post-fields";
import { checkedPostSchema } from "../api/post-writes";
import { MAX_LINES, MAX_MARKUP } from "../story/parse-cost";

/** What the API answers: the forms' checks and the server's. */
const problemsOf = (input: unknown) => {
  const result = parseFields(checkedPostSchema, input);
  return result.success ? {} : result.problems;
};

describe("post input", () => {
  it("accepts a complete post and trims its text", () => {
    const parsed = postInputSchema.parse(aPost({ title: "  EDC México  " }));
    expect(parsed.title).toBe("EDC México");
  });

  it("stores the author's name without control or bidirectional characters, and refuses one made only of them", () => {
    expect(postInputSchema.parse(aPost({ author: " \u202eAna\u202c Torres\u0001 " })).author).toBe("Ana Torres");
    expect(problemsOf(aPost({ author: "\u202e\u0001" }))).toEqual({
      author: { code: "required", message: "must not be empty" },
    });
  });

  it("names every missing or blank field", () => {
    expect(Object.keys(problemsOf({ title: "   " })).sort()).toEqual(
      ["author", "climax", "conclusion", "date", "description", "id", "image", "introduction", "title"].sort(),
    );
  });

  it("lists as required exactly the fields named when missing, and every field in the schema's order", () => {
    expect([...REQUIRED_FIELDS].sort()).toEqual(Object.keys(problemsOf({})).sort());
    expect(POST_FIELDS).toEqual(Object.keys(postInputSchema.shape));
    expect(POST_FIELDS.filter((field) => !REQUIRED_FIELDS.includes(field))).toEqual(["imageAlt"]);
  });

  it("reads the body, the article's text, in the order a reader does", () => {
    expect(BODY_FIELDS).toEqual(["introduction", "climax", "conclusion"]);
    expect(POST_FIELDS.filter((field) => (BODY_FIELDS as readonly string[]).includes(field))).toEqual(BODY_FIELDS);
  });

  it.each(["EDC", "edc--mexico", "-edc", "edc-", "edc méxico", "a".repeat(121), ""])("refuses the id %j", (id) => {
    expect(problemsOf(aPost({ id }))).toHaveProperty("id");
  });

  it.each(["a", "edc-mexico-2025", "a".repeat(120)])("accepts the id %j", (id) => {
    expect(problemsOf(aPost({ id }))).toEqual({});
  });

  it.each(["javascript:alert(1)", "ftp://x.mx/a.jpg", "/images/a.jpg", "no es url"])(
    "refuses the image %j",
    (image) => {
      expect(problemsOf(aPost({ image }))).toHaveProperty("image");
    },
  );

  it.each([`/media/${"ab".repeat(32)}/original.jpg`, `/media/${"ab".repeat(32)}/original.webp`])(
    "accepts the uploaded photo %j",
    (image) => {
      expect(problemsOf(aPost({ image }))).toEqual({});
    },
  );

  it.each([`/media/${"ab".repeat(32)}/card-384.webp`, "/media/abc/original.jpg", `/media/${"ab".repeat(32)}/../x`])(
    "refuses the media path %j",
    (image) => {
      expect(problemsOf(aPost({ image }))).toHaveProperty("image.code", "not_a_url");
    },
  );

  it.each(BODY_FIELDS)(
    "refuses more Markdown symbols in %s than the parser reads in bounded time, counting them",
    (field) => {
      const symbols = "*_".repeat(MAX_MARKUP / 2);
      expect(problemsOf(aPost({ [field]: `${symbols} texto` }))).toEqual({});
      expect(problemsOf(aPost({ [field]: `${symbols}* texto` }))).toEqual({
        [field]: {
          code: "too_much_markup",
          message: expect.stringContaining(`holds ${MAX_MARKUP + 1} Markdown symbols`),
        },
      });
      // An escape is a token of the parser's too: it counts as a symbol does.
      expect(problemsOf(aPost({ [field]: "\\*".repeat(MAX_MARKUP) }))).toEqual({});
      expect(problemsOf(aPost({ [field]: "\\*".repeat(MAX_MARKUP + 1) }))).toHaveProperty(
        `${field}.code`,
        "too_much_markup",
      );
    },
  );

  it.each(BODY_FIELDS)("refuses too many lines, or lists nested too deep across lines, in %s", (field) => {
    expect(problemsOf(aPost({ [field]: "a\n".repeat(MAX_LINES - 1) + "a" }))).toEqual({});
    expect(problemsOf(aPost({ [field]: "a\n=\n".repeat(MAX_LINES) }))).toEqual({
      [field]: { code: "too_complex", message: `holds ${2 * MAX_LINES} lines: at most ${MAX_LINES}` },
    });
    const deep = Array.from({ length: 3 }, (_, line) => " ".repeat(40 * line) + "- ".repeat(20) + "x").join("\n");
    expect(problemsOf(aPost({ [field]: deep }))).toHaveProperty(`${field}.code`, "too_complex");
  });

  it("accepts the Markdown a story is written in: http(s), mailto and the site's own links and photos", () => {
    const story =
      "# Escenario\n\n**Negritas** [boletos](https://boletos.mx) [nota](/post/otra) [correo](mailto:a@b.mx)\n\n" +
      `![Foto](/media/${"ab".repeat(32)}/original.jpg "Pie")\n\nhttps://youtu.be/dQw4w9WgXcQ`;
    expect(problemsOf(aPost({ climax: story }))).toEqual({});
  });

  it("takes the image's alt text as optional trimmed text of at most 300 characters", () => {
    expect(postInputSchema.parse(aPost()).imageAlt).toBeUndefined();
    expect(postInputSchema.parse(aPost({ imageAlt: "  Luces sobre el público " })).imageAlt).toBe(
      "Luces sobre el público",
    );
    expect(problemsOf(aPost({ imageAlt: "a".repeat(301) }))).toHaveProperty("imageAlt.code", "too_long");
    expect(problemsOf({ ...aPost(), imageAlt: 3 })).toHaveProperty("imageAlt");
  });

  it("keeps the ids of the API's own calls for them", () => {
    expect(problemsOf(aPost({ id: "media" }))).toEqual({
      id: { code: "taken", message: expect.stringContaining("/edmNews/media") },
    });
    expect(problemsOf(aPost({ id: "events" }))).toEqual({
      id: { code: "taken", message: expect.stringContaining("/edmNews/events") },
    });
    expect(problemsOf(aPost({ id: "team" }))).toHaveProperty("id.code", "taken");
  });

  it("has the fields, the required ones and the body's that the forms read (post-fields.ts), in their order", () => {
    const shape = postInputSchema.shape;
    expect(POST_FIELDS).toEqual(Object.keys(shape));
    expect(REQUIRED_FIELDS).toEqual(POST_FIELDS.filter((field) => !shape[field].safeParse(undefined).success));
    expect(BODY_FIELDS.every((field) => POST_FIELDS.includes(field))).toBe(true);
  });

  it("keeps every call's id: each folder of app/edmNews but the post's own", () => {
    const calls = fs
      .readdirSync(path.join(process.cwd(), "app", "edmNews"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("[") && SLUG_PATTERN.test(entry.name))
      .map((entry) => entry.name);
    expect([...API_CALLS].sort()).toEqual(calls.sort());
  });

  it("refuses dates that are not on the calendar", () => {
    expect(problemsOf(aPost({ date: "2025-02-30" }))).toHaveProperty("date");
  });

  it("refuses a body that is not an object", () => {
    expect(problemsOf([])).toHaveProperty("body");
  });
});
