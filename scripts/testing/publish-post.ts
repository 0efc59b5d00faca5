// Jest's way to publish a post through the store, as the API does.
import { createPost } from "../../lib/newsroom/create-post";
import type { PostInput } from "../../lib/validations/post";

export const publishPost = async (input: PostInput) => (await createPost({ ...input, savedBy: "test" })).post;
