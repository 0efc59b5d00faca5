// What the editor and API clients may change of an author: the bio and the photo, checked alike for both.
import { z } from "@/lib/zod";
import { isMediaPath } from "@/lib/media/media-url";
import { coded } from "@/lib/validations/field-problems";

export const AUTHOR_BIO_MAX_LENGTH = 600;
const PHOTO_MAX_LENGTH = 2_000;

/** A name on the public web: labels and a top-level domain, never an address (127.0.0.1, [::1]) or a bare word. */
const PUBLIC_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * A photo elsewhere on the web, as every reader's browser (and the share cards) will ask for it: https, so no page
 * loads it in clear, with no user or password for the page to publish, on the default port of a public host.
 */
function isPublicPhotoUrl(value: string): boolean {
  try {
    const { protocol, username, password, port, hostname } = new URL(value);
    const isPublicHost = PUBLIC_HOST.test(hostname) && !hostname.endsWith(".localhost");
    return protocol === "https:" && !username && !password && !port && isPublicHost;
  } catch {
    return false;
  }
}

/** A PUT replaces the whole profile: a field left out is stored empty. */
export const authorProfileSchema = z.object({
  bio: z
    .string({ error: "must be text" })
    .trim()
    .max(AUTHOR_BIO_MAX_LENGTH, `must be at most ${AUTHOR_BIO_MAX_LENGTH} characters`)
    .default(""),
  photo: z
    .string({ error: "must be text" })
    .trim()
    .max(PHOTO_MAX_LENGTH, `must be at most ${PHOTO_MAX_LENGTH} characters`)
    .refine(
      (photo) => photo === "" || isMediaPath(photo) || isPublicPhotoUrl(photo),
      coded(
        "not_a_url",
        "must be empty, an https URL of a public host without user or password, or the address of a photo uploaded here (/media/...)",
      ),
    )
    .default(""),
});

export type AuthorProfileInput = z.infer<typeof authorProfileSchema>;
