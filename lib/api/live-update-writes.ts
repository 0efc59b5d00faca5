// What a live update holds (POST /edmNews/{id}/updates, PATCH /edmNews/{id}/updates/{updateId}): short Markdown text,
// an optional photo with what it shows, and a pin to keep it on top.
import "server-only";
import { z } from "../zod";
import {
  IMAGE_MAX_LENGTH,
  imageAltSchema,
  isImageAddress,
  NOT_AN_IMAGE_ADDRESS,
  requiredText,
} from "../validations/post";
import { checkedMarkdown } from "./post-writes";

/** A live update is a paragraph or two, as a live blog's are: a longer story is a post of its own. */
export const LIVE_TEXT_MAX_LENGTH = 2_000;

const image = z
  .string({ error: "must be text" })
  .trim()
  .max(IMAGE_MAX_LENGTH, `must be at most ${IMAGE_MAX_LENGTH} characters`)
  .refine((address) => address === "" || isImageAddress(address), NOT_AN_IMAGE_ADDRESS);

const fields = {
  text: checkedMarkdown(requiredText(LIVE_TEXT_MAX_LENGTH)),
  image: image.optional(),
  imageAlt: imageAltSchema.optional(),
  pinned: z.boolean({ error: "must be true or false" }).optional(),
};

/** A photo says what it shows: the site's rule for every uploaded image (docs/media.md). */
const withAlt = <T extends { image?: string; imageAlt?: string }>(update: T, context: z.RefinementCtx) => {
  if (update.image && !update.imageAlt)
    context.addIssue({
      code: "custom",
      path: ["imageAlt"],
      message: "must say what the photo shows",
      params: { code: "required" },
    });
};

export const newLiveUpdateSchema = z.object(fields).strict().superRefine(withAlt);
export const liveUpdatePatchSchema = z.object(fields).partial().strict().superRefine(withAlt);

export type NewLiveUpdate = z.infer<typeof newLiveUpdateSchema>;
export type LiveUpdatePatch = z.infer<typeof liveUpdatePatchSchema>;
