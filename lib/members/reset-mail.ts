// The mail with a password reset's link, sent to a person who asked for it at /login/olvido (docs/team.md).
import "server-only";
import type { MailMessage } from "@/lib/mail/mailer";
import { newPasswordPath } from "@/lib/urls";
import { linkMail } from "./link-mail";

export type ResetMail = { email: string; name: string; token: string };

export const resetMessage = ({ email, name, token }: ResetMail): MailMessage =>
  linkMail("ResetMail", email, newPasswordPath(token), { name });
