// A live update as the API answers it, with the address of its anchor on the post's page.
import "server-only";
import type { LiveUpdate } from "../live/live-updates";
import { liveUpdateAnchor } from "../live/live-anchor";
import { absoluteUrl, postPath } from "../urls";

export const apiLiveUpdateOf = ({ id, postId, text, image, imageAlt, pinned, createdAt, updatedAt }: LiveUpdate) => ({
  id,
  text,
  image,
  imageAlt,
  pinned,
  createdAt,
  updatedAt,
  url: absoluteUrl(`${postPath(postId)}#${liveUpdateAnchor(id)}`),
});

const UPDATE_ID = /^[A-Za-z0-9_-]{8}$/;

/** The `{updateId}` of an address: an id of another shape names no update (404 from the store). */
export const isUpdateId = (id: string) => UPDATE_ID.test(id);
