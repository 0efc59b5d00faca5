// A mail's content, written once: the HTML part (mail-html.ts) and the plain-text part (mail-text.ts) are made from it.

export type MailBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  /** A call to action; `fallback` introduces its address written out, for a mail program that shows no button. */
  | { kind: "button"; text: string; href: string; fallback: string }
  /** Small print: why the reader got the mail, what to do if it was not for them. */
  | { kind: "note"; text: string };

export type MailContent = {
  subject: string;
  /** The line a mailbox shows after the subject, before the mail is opened. */
  preheader: string;
  blocks: MailBlock[];
  /** Under the content: the site's name and address. */
  footer: { text: string; href: string };
};
