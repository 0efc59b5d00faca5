// The mail that invites a person to the newsroom: the one way an invited account gets its password (docs/team.md).
import "server-only";
import { createTranslator } from "use-intl/core";
import { welcomePath } from "@/lib/editor/editor-paths";
import { messages } from "@/lib/i18n/messages";
import type { MailMessage } from "@/lib/mail/mailer";
import type { Role } from "@/lib/team/roles";
import { linkMail } from "./link-mail";

const roles = createTranslator({ locale: "es", messages, namespace: "Roles" });

export type InvitationMail = { email: string; role: Role; inviter: string; token: string };

export const invitationMessage = ({ email, role, inviter, token }: InvitationMail): MailMessage =>
  linkMail("InvitationMail", email, welcomePath(token), { inviter, role: roles(role) });
