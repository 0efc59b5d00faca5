// The mails that carry a person's link to the newsroom (an invitation, a password reset): one layout, each with its
// own words, under a namespace of messages/es.json with the same keys.
import "server-only";
import { createTranslator } from "use-intl/core";
import { messages } from "@/lib/i18n/messages";
import { mailHtml } from "@/lib/mail/mail-html";
import { mailText } from "@/lib/mail/mail-text";
import type { MailMessage } from "@/lib/mail/mailer";
import { site } from "@/lib/site";
import { absoluteUrl, HOME_PATH } from "@/lib/urls";

export type LinkMailWords = "InvitationMail" | "ResetMail";

/** The mail to `to`, whose button leads to `path`; `values` fill the namespace's {placeholders}. */
export function linkMail(words: LinkMailWords, to: string, path: string, values: Record<string, string>): MailMessage {
  // use-intl/core's translator, as lib/newsletter/confirmation-mail.ts explains.
  const t = createTranslator({ locale: "es", messages, namespace: words });
  const { product, tagline } = site;
  const filled = { product, email: to, ...values };
  const content = {
    subject: t("subject", filled),
    preheader: t("preheader", filled),
    blocks: [
      { kind: "heading" as const, text: t("heading", filled) },
      { kind: "paragraph" as const, text: t("intro", filled) },
      { kind: "button" as const, text: t("action", filled), href: absoluteUrl(path), fallback: t("fallback", filled) },
      { kind: "note" as const, text: t("expiry", filled) },
      { kind: "note" as const, text: t("ignore", filled) },
    ],
    footer: { text: t("footer", { product, tagline }), href: absoluteUrl(HOME_PATH) },
  };
  return { to, subject: content.subject, html: mailHtml(content), text: mailText(content) };
}
