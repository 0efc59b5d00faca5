import { unstable_cache } from "next/cache";
import { getPost } from "@/lib/posts";

export const sharedPostTag = (id: string) => `share-card:${id}`;

/**
 * The share card caches whatever it drew, a "not found" too. Reading the post through a tagged entry lets
 * publishing redraw a card that was asked for before its post existed (its address has a build hash, so no
 * revalidatePath can name it).
 */
export const getSharedPost = (id: string) =>
  unstable_cache(() => getPost(id), ["share-card-post", id], { tags: [sharedPostTag(id)] })();
