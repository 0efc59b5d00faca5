import { anEditablePost } from "@/scripts/testing/editable-post-fixture";
import { POST_FIELDS, REQUIRED_FIELDS } from "../validations/post-fields";
import { apiPostOf, createdPostOf } from "./post-answer";

const post = anEditablePost();
const LIFECYCLE = ["status", "publishAt", "publishedAt", "updatedAt", "trashedAt", "topics", "event", "live"];
const sorted = (fields: readonly string[]) => [...fields].sort();

describe("a post as the API answers it", () => {
  it("carries every field of the schema as stored, then its state, its dates, its topics, its event and its live window", () => {
    const answer = apiPostOf(post);
    const keys = Object.keys(answer);
    expect(sorted(keys.slice(0, -LIFECYCLE.length))).toEqual(sorted(POST_FIELDS));
    expect(keys.slice(-LIFECYCLE.length)).toEqual(LIFECYCLE);
    for (const field of POST_FIELDS) expect(answer[field]).toBe(post[field]);
    expect(apiPostOf({ ...post, event: "edc-mexico-2027" }).event).toBe("edc-mexico-2027");
    expect(answer.event).toBeNull();
  });

  it("keeps the specification's order first, the other fields after in the schema's", () => {
    const keys = Object.keys(apiPostOf(post)).slice(0, -LIFECYCLE.length);
    const specified = ["id", "image", "title", "introduction", "climax", "conclusion", "author", "date"];
    expect(keys.slice(0, specified.length)).toEqual(specified);
    expect(keys.slice(specified.length)).toEqual(POST_FIELDS.filter((field) => !specified.includes(field)));
  });
});

describe("a new post as createNews answers it", () => {
  it("carries the required fields, the news list's summary first, and the topics, event and live window only to who sent them", () => {
    const none = { topics: false, event: false, live: false };
    const keys = Object.keys(createdPostOf(post, none));
    expect(sorted(keys)).toEqual(sorted(REQUIRED_FIELDS));
    expect(keys.slice(0, 5)).toEqual(["id", "title", "description", "image", "date"]);
    expect(createdPostOf(post, { ...none, topics: true })).toEqual({
      ...createdPostOf(post, none),
      topics: post.topics,
    });
    const about = { ...post, event: "edc-mexico-2027" };
    expect(createdPostOf(about, { ...none, event: true })).toEqual({
      ...createdPostOf(post, none),
      event: about.event,
    });
    const live = { ...post, live: { start: new Date("2027-02-26T22:00:00Z"), end: new Date("2027-03-01T08:00:00Z") } };
    expect(createdPostOf(live, { ...none, live: true })).toEqual({ ...createdPostOf(post, none), live: live.live });
  });
});
