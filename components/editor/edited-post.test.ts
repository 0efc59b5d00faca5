import { anEditablePost } from "@/scripts/testing/editable-post-fixture";
import { POST_FIELDS } from "@/lib/validations/post-fields";
import { editedPostOf, revisionValuesOf } from "./edited-post";
import { emptyPostValues, type PostValues } from "./post-values";

describe("a stored post in the edit form", () => {
  it("holds every field of the schema, as stored", () => {
    const post = anEditablePost();
    const values = editedPostOf(post)!.values;
    expect(Object.keys(values)).toEqual(POST_FIELDS);
    for (const field of POST_FIELDS) expect(values[field]).toBe(post[field]);
  });

  it("is not held at all in the trash", () => {
    expect(editedPostOf({ ...anEditablePost(), status: "trashed" })).toBeNull();
  });
});

test("the history compares every field of a revision, with the id the post had then", () => {
  const filled = Object.fromEntries(Object.keys(emptyPostValues("")).map((key) => [key, `${key}!`])) as PostValues;
  const { id: _id, ...words } = filled;
  expect(revisionValuesOf({ ...words, slug: "antes", number: 2 } as typeof words & { slug: string })).toEqual({
    ...filled,
    id: "antes",
  });
});
