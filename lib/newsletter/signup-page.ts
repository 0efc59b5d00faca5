// /boletin: the signup form on a page of its own, where a refused address comes back with the reason.
import "server-only";
import { NEWSLETTER_SIGNUP_PATH } from "@/lib/urls";
import { SIGNUP_SOURCES, type SignupSource } from "@/lib/validations/subscriber";
import { z } from "@/lib/zod";

const INVALID_EMAIL = "correo";

/**
 * The page a signup with an address that is not one leads to. The address itself stays out of the URL (and so out of
 * logs and history); the form it came from is kept for the consent's source.
 */
export const signupPageWithError = (source: SignupSource) =>
  `${NEWSLETTER_SIGNUP_PATH}?${new URLSearchParams({ error: INVALID_EMAIL, origen: source })}`;

/** Whatever else the query says, the page shows the form, from the footer's source unless it names another. */
export const signupPageQuery = z.object({
  error: z
    .unknown()
    .optional()
    .transform((error) => error === INVALID_EMAIL),
  origen: z.enum(SIGNUP_SOURCES).catch("footer"),
});
