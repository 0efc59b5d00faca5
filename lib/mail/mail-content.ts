// A mail's content, written once: the HTML part (mail-html.ts) and the plain-text part (mail-text.ts) are made from it.

export type MailBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  /** A call to action; `fallback` introduces its address written out, for a mail program that shows no button. */
  | { kind: "button"; text: string; href: string; fallback: string }
  /** Small print: why the reader got the mail, what to do if it was not for them. */
  | { kind: "note"; text: string }
  /** Small print that ends in a link, such as the way out of a list. */
  | { kind: "noteLink"; text: string; link: string; href: string }
  /** The title of a part of the mail: the news, the coming events. */
  | { kind: "section"; text: string }
  /** A post or an event: its title links to it, `meta` says when (and where), `text` (may be empty) what it is about. */
  | { kind: "story"; title: string; href: string; meta: string; text: string; photo?: MailPhoto };

/** An image a mail program fetches: an absolute https address, its size in pixels (height when known), its alt text. */
export type MailPhoto = { url: string; alt: string; width: number; height: number | null };

export type MailContent = {
  subject: string;
  /** The line a mailbox shows after the subject, before the mail is opened. */
  preheader: string;
  blocks: MailBlock[];
  /** Under the content: the site's name and address. */
  footer: { text: string; href: string };
};
