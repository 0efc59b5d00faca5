// The mail that invites a person to the newsroom: the one way an invited account gets its password (docs/team.md).
import "server-only";
import { createTranslator } from "use-intl/core";
import { welcomePath } from "@/lib/editor/editor-paths";
import { messages } from "@/lib/i18n/messages";
import type { MailContent } from "@/lib/mail/mail-content";
import { mailHtml } from "@/lib/mail/mail-html";
import { mailText } from "@/lib/mail/mail-text";
import type { MailMessage } from "@/lib/mail/mailer";
import { site } from "@/lib/site";
import type { Role } from "@/lib/team/roles";
import { absoluteUrl, HOME_PATH } from "@/lib/urls";

// use-intl/core's translator, as lib/newsletter/confirmation-mail.ts explains.
const t = createTranslator({ locale: "es", messages, namespace: "InvitationMail" });
const roles = createTranslator({ locale: "es", messages, namespace: "Roles" });

export type InvitationMail = { email: string; role: Role; inviter: string; token: string };

export function invitationContent({ email, role, inviter, token }: InvitationMail): MailContent {
  const { product, tagline } = site;
  const values = { product, inviter, email, role: roles(role) };
  return {
    subject: t("subject", values),
    preheader: t("preheader", values),
    blocks: [
      { kind: "heading", text: t("heading") },
      { kind: "paragraph", text: t("intro", values) },
      { kind: "button", text: t("action"), href: absoluteUrl(welcomePath(token)), fallback: t("fallback") },
      { kind: "note", text: t("expiry", values) },
      { kind: "note", text: t("ignore") },
    ],
    footer: { text: t("footer", { product, tagline }), href: absoluteUrl(HOME_PATH) },
  };
}

export function invitationMessage(invitation: InvitationMail): MailMessage {
  const content = invitationContent(invitation);
  return { to: invitation.email, subject: content.subject, html: mailHtml(content), text: mailText(content) };
}
