import { z } from "../zod";

const fraction = z
  .number({ error: "must be a number from 0 to 1" })
  .min(0, "must be a number from 0 to 1")
  .max(1, "must be a number from 0 to 1");

/** The point an upload's crops keep in view, as fractions of its width and height: the body of its focus call. */
export const focusSchema = z.object({ focusX: fraction, focusY: fraction });

const fractionField = z
  .string()
  .trim()
  .regex(/^(?:0|1|0?\.\d+|1\.0*)$/, "must be a number from 0 to 1")
  .transform(Number)
  .pipe(fraction);

/** The same point as the upload's form fields send it, as text; the centre when they are left out. */
export const formFocusSchema = z.object({ focusX: fractionField.default(0.5), focusY: fractionField.default(0.5) });
