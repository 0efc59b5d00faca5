// A reader's signup, from the form's address to the confirmation mail.
import "server-only";
import { mailer, type Mailer } from "@/lib/mail/mailer";
import type { SignupSource } from "@/lib/validations/subscriber";
import { confirmationMessage } from "./confirmation-mail";
import { requestSignup } from "./subscribers";

/**
 * Resolves alike whatever the address's state, new, pending, confirmed, unsubscribed or bouncing, so that the page
 * after the form ("Revisa tu correo") tells nobody who subscribes; only the owner of the address learns, by a mail.
 */
export async function signUp(email: string, source: SignupSource, now: Date, mail: Mailer = mailer()): Promise<void> {
  const { confirmationTo } = await requestSignup(email, source, now);
  if (confirmationTo) await mail.send(confirmationMessage(confirmationTo, now), now);
}
