import type { EditablePost } from "../../lib/newsroom/editable-post";
import type { PostInput } from "../../lib/validations/post";
import { aPost } from "./post-fixture";

/** A stored post with every field of the schema set, alt text included, as the editor and the API read it. */
export function anEditablePost(overrides: Partial<PostInput> = {}): EditablePost {
  const stored = new Date("2026-03-01T18:00:00Z");
  return {
    ...aPost(overrides),
    imageAlt: overrides.imageAlt ?? "El público bajo los láseres",
    status: "published",
    publishAt: stored,
    publishedAt: stored,
    createdAt: stored,
    updatedAt: stored,
    trashedAt: null,
    version: 3,
    topics: [{ slug: "techno", name: "Techno" }],
    event: null,
    live: null,
  };
}
