import "server-only";
import type { PublicAuthor } from "@/lib/authors/author-page";
import { absoluteUrl } from "@/lib/urls";
import { shareImage, type ShareImage } from "./post-images";

/** An author's photo as link previews and the JSON-LD name it: its size and type are known for an upload only. */
export type AuthorImage = Pick<ShareImage, "url" | "alt"> & Partial<Pick<ShareImage, "width" | "height" | "type">>;

/**
 * An uploaded photo is offered as its 1200x630 share crop, with its size (the original's address only redirects to a
 * copy, and has no size). A photo hosted elsewhere is offered as it is and without a size: the site never fetches
 * other hosts (no request of its own that an address could aim inside the network), and a reader of the card takes
 * the size from the image itself, where a guessed one would be wrong.
 */
export function authorImage({
  name,
  photo,
  media,
}: Pick<PublicAuthor, "name" | "photo" | "media">): AuthorImage | undefined {
  if (media) return shareImage({ image: photo, media }, name);
  return photo ? { url: absoluteUrl(photo), alt: name } : undefined;
}
