import { z } from "zod";
import { coded } from "./field-problems";

export const MAX_LIST_LIMIT = 1000;

const wholeNumber = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .refine((value) => /^\d{1,15}$/.test(value), coded("not_a_whole_number", `${name} must be a whole number`))
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
    .optional();

export const listQuerySchema = z.object({
  limit: wholeNumber("limit", 1, MAX_LIST_LIMIT),
  offset: wholeNumber("offset", 0),
});

/** `?page=` of the news list: a whole number from 1, written without sign or leading zeros. */
export const pageParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);
