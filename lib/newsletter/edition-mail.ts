// The boletín as a mail: one content written as HTML and as plain text, with the way out in the mail and its headers.
import "server-only";
import { createTranslator } from "use-intl/core";
import { env } from "@/lib/env";
import { messages } from "@/lib/i18n/messages";
import type { MailBlock, MailContent } from "@/lib/mail/mail-content";
import { mailHtml } from "@/lib/mail/mail-html";
import { mailText } from "@/lib/mail/mail-text";
import type { MailMessage } from "@/lib/mail/mailer";
import { escapeHtml } from "@/lib/seo/escape";
import { site } from "@/lib/site";
import { absoluteUrl, eventPath, HOME_PATH, newsletterUnsubscribePath, postPath } from "@/lib/urls";
import type { EditionContent } from "./edition-content";
import { readerToken } from "./reader-token";

// As in confirmation-mail.ts: use-intl/core's translator, not next-intl's.
const t = createTranslator({ locale: "es", messages, namespace: "EditionMail" });

/** Where the reader's own unsubscribe link goes: the edition is written once, each mail fills this in. */
const UNSUBSCRIBE_SLOT = "UNSUBSCRIBE-LINK-SLOT";

/** The one tracking parameter a boletín's links carry: which visits it brought, nothing about who. */
const fromEdition = (path: string) => `${absoluteUrl(path)}?utm_source=boletin`;

export function editionContent({ since, posts, events }: EditionContent): MailContent {
  const { product, tagline } = site;
  const stories: MailBlock[] = posts.map(({ id, title, description, date, photo }) => ({
    kind: "story",
    title,
    href: fromEdition(postPath(id)),
    meta: date,
    text: description,
    ...(photo && { photo }),
  }));
  const coming: MailBlock[] = events.map(({ id, name, dates, venue, city }) => ({
    kind: "story",
    title: name,
    href: fromEdition(eventPath(id)),
    meta: t("eventMeta", { dates, venue, city }),
    text: "",
  }));
  return {
    subject: t("subject", { title: posts[0]?.title ?? "", product }),
    preheader: t("preheader", { posts: posts.length, events: events.length }),
    blocks: [
      { kind: "heading", text: t("heading") },
      { kind: "paragraph", text: t("intro", { first: String(since === null), product }) },
      { kind: "section", text: t("news") },
      ...stories,
      ...(coming.length > 0 ? [{ kind: "section", text: t("events") } as const, ...coming] : []),
      { kind: "note", text: t("why", { product }) },
      { kind: "noteLink", text: t("unsubscribe"), link: t("unsubscribeLink"), href: UNSUBSCRIBE_SLOT },
    ],
    footer: { text: t("footer", { product, tagline }), href: absoluteUrl(HOME_PATH) },
  };
}

type WrittenEdition = { subject: string; html: string; text: string };

/** Each content is written out once, however many readers it goes to: the sender passes the same object each time. */
const written = new WeakMap<EditionContent, WrittenEdition>();

function writtenEdition(content: EditionContent): WrittenEdition {
  let edition = written.get(content);
  if (!edition) {
    const mail = editionContent(content);
    edition = { subject: mail.subject, html: mailHtml(mail), text: mailText(mail) };
    written.set(content, edition);
  }
  return edition;
}

export const editionSubject = (content: EditionContent) => writtenEdition(content).subject;

/** RFC 2919: the list's id, on the site's host, lets a mail program file and filter the boletín. */
const listId = () => `<boletin.${new URL(env().SITE_URL).hostname}>`;

/** The boletín for one reader, with a link that unsubscribes them for a year from `now`. */
export function editionMessage(content: EditionContent, to: string, now: Date): MailMessage {
  const { subject, html, text } = writtenEdition(content);
  const unsubscribeUrl = absoluteUrl(newsletterUnsubscribePath(readerToken("newsletter-unsubscribe", to, now)));
  return {
    to,
    subject,
    html: html.replaceAll(UNSUBSCRIBE_SLOT, escapeHtml(unsubscribeUrl)),
    text: text.replaceAll(UNSUBSCRIBE_SLOT, unsubscribeUrl),
    headers: {
      // The https address alone: a mailto: would go to MAIL_FROM, a mailbox no one reads for unsubscribes
      // (docs/newsletter.md). RFC 8058 and Gmail's and Yahoo's rules for bulk senders ask for the https one.
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      // RFC 8058: a mail program may unsubscribe with one POST to the https address, no page in between.
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": listId(),
    },
  };
}
