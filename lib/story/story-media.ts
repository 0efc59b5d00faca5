import "server-only";
import { mediaFor } from "@/lib/media/find-media";
import type { MediaShape } from "@/lib/media/variants";

/** The uploads a story's photos name, keyed by the photo's URL as the tree holds it. */
export type StoryMedia = Map<string, MediaShape>;

export const storyMedia = (photoUrls: string[]): Promise<StoryMedia> => mediaFor(photoUrls);
