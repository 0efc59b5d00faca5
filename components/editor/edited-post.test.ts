import { anEditablePost } from "@/scripts/testing/editable-post-fixture";
import { POST_FIELDS } from "@/lib/validations/post";
import { editedPostOf } from "./edited-post";

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
