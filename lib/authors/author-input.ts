// What the editor and API clients may change of an author: the bio and the photo, checked alike for both.
import { z } from "@/lib/validations/zod";
import { coded } from "@/lib/validations/field-problems";
import { postInputSchema } from "@/lib/validations/post";

export const AUTHOR_BIO_MAX_LENGTH = 600;
const PHOTO_MAX_LENGTH = 2_000;

const isPostImage = (value: string) => postInputSchema.shape.image.safeParse(value).success;

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
      (photo) => photo === "" || isPostImage(photo),
      coded("not_a_url", "must be empty, an http or https URL, or the address of a photo uploaded here (/media/...)"),
    )
    .default(""),
});

export type AuthorProfileInput = z.infer<typeof authorProfileSchema>;
