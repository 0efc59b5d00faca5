const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Characters XML 1.0 forbids even as references: C0 controls other than tab, newline and return, and U+FFFE/FFFF. */
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text or attribute value ready for the sitemaps and the feed. */
export function escapeXml(text: string): string {
  return text.replace(XML_FORBIDDEN, "").replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);
}

/** Text as HTML that shows it literally: the five entities XML names are HTML's too. */
export const escapeHtml = escapeXml;

const HEX_REFERENCES: Record<string, string> = { "&": "&#x26;", "<": "&#x3C;", ">": "&#x3E;" };

/**
 * Plain text in a feed (titles): "&", "<" and ">" as hexadecimal references, the form the RSS Advisory Board's Best
 * Practices Profile finds shown literally by the widest range of readers.
 */
export function escapeFeedText(text: string): string {
  return text.replace(XML_FORBIDDEN, "").replace(/[&<>]/g, (char) => HEX_REFERENCES[char]);
}

const SCRIPT_UNSAFE: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for an inline <script type="application/ld+json">. The escapes are still valid JSON, but the HTML parser
 * never sees "</script>" or "<!--", so a title like "</script><script>..." stays data.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char]);
}
