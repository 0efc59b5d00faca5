import { newsroomLocalTime } from "@/lib/dates/publish-time";
import type { EditablePost } from "@/lib/newsroom/editable-post";
import { POST_FIELDS, type PostValues } from "./post-values";
import { liveValuesOf, type LiveValues } from "./post-form/live-window-values";

/**
 * What the edit form holds of a post: its fields, its topics' names, its event's id ("" for none), its live coverage
 * window, the state asked for, publishAt in Mexico City, its version.
 */
export type EditedPost = {
  values: PostValues;
  topics: string[];
  event: string;
  live: LiveValues;
  state: "draft" | "scheduled" | "published";
  /** "YYYY-MM-DDTHH:mm" in Mexico City, or "" when the post is not scheduled. */
  publishAt: string;
  version: number;
};

// Read on the server only (the edit page, the history): the browser receives the values, not this code.
/** Every field of the post, read from `post`. */
export const postValuesOf = (post: PostValues): PostValues =>
  Object.fromEntries(POST_FIELDS.map((field) => [field, post[field]])) as PostValues;

/** What the history compares of a revision: its fields, with the id the post had then. */
export const revisionValuesOf = (revision: Omit<PostValues, "id"> & { slug: string }): PostValues =>
  postValuesOf({ ...revision, id: revision.slug });

/** A stored post as the edit form holds it; a post in the trash is not edited, so it has none. */
export function editedPostOf(post: EditablePost): EditedPost | null {
  if (post.status === "trashed") return null;
  return {
    values: postValuesOf(post),
    topics: post.topics.map(({ name }) => name),
    event: post.event ?? "",
    live: liveValuesOf(post.live),
    state: post.status,
    publishAt: post.status === "scheduled" && post.publishAt ? newsroomLocalTime(post.publishAt) : "",
    version: post.version,
  };
}
