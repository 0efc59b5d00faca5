// What the story toolbar's dialogs insert: a link, a photo, a player's link alone in its paragraph; and the
// addresses a link may go to. Apart from markdown-edits.ts, as the dialogs load only when one is opened.
import type { Edit, Selection } from "./markdown-edits";

const escapeText = (text: string) => text.replace(/([\\[\]])/g, "\\$1");
/** Spaces and brackets would end a destination early: written as their percent codes, the address is the same. */
const escapeAddress = (address: string) =>
  address.replace(/[ ()<>]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** `[text](address)` in place of the selection, the cursor after it. Without text, the address is the text. */
export function insertLink(value: string, { start, end }: Selection, address: string, text: string): Edit {
  const label = escapeText(text.trim().replace(/\s+/g, " ") || address);
  const insert = `[${label}](${escapeAddress(address)})`;
  return { from: start, to: end, insert, select: { start: start + insert.length, end: start + insert.length } };
}

/** `![alt](url)`, or `![alt](url "caption")` when a caption is given. */
export function photoMarkdown(address: string, alt: string, caption = ""): string {
  const title = caption.trim() ? ` "${caption.trim().replace(/(["\\])/g, "\\$1")}"` : "";
  return `![${escapeText(alt.trim().replace(/\s+/g, " "))}](${escapeAddress(address)}${title})`;
}

/**
 * `block` alone in its own paragraph where the selection was (a photo, a player's link): blank lines added on either
 * side where the text around does not already end or start a paragraph; the cursor after it.
 */
export function insertParagraph(value: string, { start, end }: Selection, block: string): Edit {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const insert = `${lead}${block}${trail}`;
  const caret = start + lead.length + block.length;
  return { from: start, to: end, insert, select: { start: caret, end: caret } };
}

/**
 * The address a link may go to, as the editor typed it: http(s) and mailto, or a page of this site (`/…`, `#…`).
 * A bare host (`boletos.mx/evento`) is read as https. Anything else (`javascript:`, `data:`) is null.
 */
export function linkAddress(typed: string): string | null {
  const address = typed.trim();
  if (/^[/\\#]/.test(address)) return /^(\/(?![/\\])|#)\S*$/.test(address) ? address : null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === "mailto:") return url.pathname.includes("@") ? withScheme : null;
    const http = url.protocol === "http:" || url.protocol === "https:";
    return http && url.hostname.includes(".") ? withScheme : null;
  } catch {
    return null;
  }
}
