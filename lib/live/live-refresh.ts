// After a live update was written: the post's page, which shows it, and the feed, whose item for the post carries it.
import "server-only";
import { cacheTags } from "../cache-tags";
import { refreshTags } from "../revalidate";

export const refreshLivePages = (postId: string) => refreshTags([cacheTags.post(postId), cacheTags.feed]);
