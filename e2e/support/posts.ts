import type { APIRequestContext } from "@playwright/test";
import { aPost } from "../../scripts/testing/post-fixture";
import type { PostInput } from "../../lib/validations/post";
import { apiAuthorization } from "./environment";

export type NewPost = PostInput;

/** A complete post with a unique id, dated long ago so it does not push the sample posts off the first pages. */
export function newPost(overrides: Partial<NewPost> = {}): NewPost {
  return aPost({ date: "2019-01-01", ...overrides });
}

export async function publish(request: APIRequestContext, post: NewPost) {
  return request.post("/edmNews/createNews", { data: post, headers: { Authorization: apiAuthorization } });
}
