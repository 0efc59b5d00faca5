import { aPost } from "@/scripts/testing/post-fixture";
import { parseFields } from "./field-problems";
import { newPostSchema, postPatchSchema } from "../api/post-writes";

const codesOf = (schema: typeof newPostSchema | typeof postPatchSchema, input: unknown) => {
  const result = parseFields(schema, input);
  return result.success
    ? {}
    : Object.fromEntries(Object.entries(result.problems).map(([field, { code }]) => [field, code]));
};
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

describe("the state a save asks for", () => {
  it("publishes now without a status, and takes draft, published, or scheduled with a later instant", () => {
    expect(codesOf(newPostSchema, aPost())).toEqual({});
    expect(codesOf(postPatchSchema, { status: "draft" })).toEqual({});
    expect(codesOf(postPatchSchema, { status: "published" })).toEqual({});
    const at = inAnHour();
    const parsed = postPatchSchema.parse({ status: "scheduled", publishAt: at.toISOString() });
    expect(parsed.publishAt).toEqual(at);
  });

  it.each(["2030-01-01T10:00:00-06:00", "2030-01-01T16:00Z", "2030-01-01T10:00:00.250+05:30"])(
    "reads %s as an instant with its time zone",
    (publishAt) => {
      expect(codesOf(postPatchSchema, { status: "scheduled", publishAt })).toEqual({});
    },
  );

  it.each(["2030-01-01T10:00:00", "2030-01-01", "mañana", "2030-13-01T10:00:00Z", "1893456000"])(
    "refuses %j, which names no instant with a time zone",
    (publishAt) => {
      expect(codesOf(postPatchSchema, { status: "scheduled", publishAt })).toEqual({ publishAt: "not_an_instant" });
    },
  );

  it.each([
    "2030-02-30T10:00:00Z",
    "2030-02-29T10:00Z",
    "2030-04-31T10:00:00-06:00",
    "2030-02-28T24:00:00Z",
    "2030-02-28T23:60:00Z",
    "2030-02-28T23:59:60Z",
    "2030-02-28T10:00:00+24:00",
    "2030-02-28T10:00:00-06:60",
  ])("refuses %j, an instant no calendar or clock has, instead of moving it", (publishAt) => {
    expect(codesOf(postPatchSchema, { status: "scheduled", publishAt })).toEqual({ publishAt: "not_an_instant" });
  });

  it("takes 29 February in a leap year", () => {
    expect(postPatchSchema.parse({ status: "scheduled", publishAt: "2028-02-29T10:00:00Z" }).publishAt).toEqual(
      new Date(Date.UTC(2028, 1, 29, 10)),
    );
  });

  it("refuses to schedule without a publishAt or in the past, and a publishAt with any other status", () => {
    expect(codesOf(postPatchSchema, { status: "scheduled" })).toEqual({ publishAt: "required" });
    const past = new Date(Date.now() - 1000).toISOString();
    expect(codesOf(postPatchSchema, { status: "scheduled", publishAt: past })).toEqual({ publishAt: "not_in_future" });
    const later = inAnHour().toISOString();
    for (const status of [undefined, "draft", "published"]) {
      expect(codesOf(postPatchSchema, { status, publishAt: later })).toEqual({ publishAt: "not_allowed" });
    }
    expect(codesOf(postPatchSchema, { status: "trashed" })).toEqual({ status: "invalid" });
  });

  it.each([null, 42, "texto", []])(
    "refuses a body that is no object (%o) with a 400's problem, never a throw",
    (body) => {
      for (const schema of [newPostSchema, postPatchSchema]) {
        expect(() => schema.safeParse(body)).not.toThrow();
        expect(schema.safeParse(body).success).toBe(false);
      }
    },
  );

  it("names the publication's problem beside every other bad field", () => {
    const codes = codesOf(newPostSchema, { ...aPost({ title: " " }), status: "scheduled" });
    expect(codes).toEqual({ title: "required", publishAt: "required" });
  });
});
