// The mail that asks a reader to confirm a signup: the one way an address becomes a subscriber (double opt-in).
import "server-only";
import { createTranslator } from "use-intl/core";
import { messages } from "@/lib/i18n/messages";
import type { MailContent } from "@/lib/mail/mail-content";
import { mailHtml } from "@/lib/mail/mail-html";
import { mailText } from "@/lib/mail/mail-text";
import type { MailMessage } from "@/lib/mail/mailer";
import { site } from "@/lib/site";
import { absoluteUrl, HOME_PATH, newsletterConfirmPath } from "@/lib/urls";
import { readerToken } from "./reader-token";

// next-intl's translator, from use-intl/core: importing "next-intl" here made tsc read the site's other translators
// without the AppConfig of lib/i18n/global.d.ts (as in components/story/StoryBody.test.tsx).
const t = createTranslator({ locale: "es", messages, namespace: "ConfirmationMail" });

export function confirmationContent(email: string, confirmUrl: string): MailContent {
  const { product, tagline } = site;
  return {
    subject: t("subject", { product }),
    preheader: t("preheader"),
    blocks: [
      { kind: "heading", text: t("heading") },
      { kind: "paragraph", text: t("intro", { product, email }) },
      { kind: "button", text: t("action"), href: confirmUrl, fallback: t("fallback") },
      { kind: "note", text: t("expiry") },
      { kind: "note", text: t("ignore") },
    ],
    footer: { text: t("footer", { product, tagline }), href: absoluteUrl(HOME_PATH) },
  };
}

/** The confirmation mail for an address, with a link that confirms it for 48 hours from `now`. */
export function confirmationMessage(email: string, now: Date): MailMessage {
  const link = absoluteUrl(newsletterConfirmPath(readerToken("newsletter-confirmation", email, now)));
  const content = confirmationContent(email, link);
  return { to: email, subject: content.subject, html: mailHtml(content), text: mailText(content) };
}
