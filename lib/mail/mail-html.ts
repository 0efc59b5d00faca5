// The HTML part: tables and inline styles only, since many mail programs drop <style> and ignore modern layout. The
// site's dark colours are the mail's in every program, which then has nothing to invert in a dark mode, and one
// column of at most 560 px reads as well on a 320 px screen.
import { escapeHtml } from "../seo/escape";
import { site } from "../site";
import type { MailBlock, MailContent, MailPhoto } from "./mail-content";

const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";
const COLOURS = { night: "#07060f", card: "#141126", line: "#2e2850", text: "#f4f1ff", soft: "#bdb6d6" };
const [PINK, CYAN, BUTTON] = ["#ff3dc8", "#3be8ff", "#c4127f"];

const link = (href: string, text: string, style = "") =>
  `<a href="${escapeHtml(href)}" style="color:${CYAN};${style}">${escapeHtml(text)}</a>`;

/** At the column's width on a wide screen, the screen's on a narrow one; the height attribute only when known. */
const photoHtml = ({ url, alt, width, height }: MailPhoto, href: string) =>
  `<a href="${escapeHtml(href)}"><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="${width}"` +
  (height ? ` height="${height}"` : "") +
  ` style="display:block;width:100%;max-width:${width}px;height:auto;margin:0 0 12px;border:0;border-radius:8px;` +
  `background:${COLOURS.line};color:${COLOURS.soft};font-size:14px"></a>`;

const htmlOf = (block: MailBlock): string => {
  const text = escapeHtml(block.text);
  switch (block.kind) {
    case "heading":
      return `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;font-weight:800;color:${COLOURS.text}">${text}</h1>`;
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${COLOURS.text}">${text}</p>`;
    case "note":
      return `<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:${COLOURS.soft}">${text}</p>`;
    case "noteLink":
      return (
        `<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:${COLOURS.soft}">${text} ` +
        `${link(block.href, block.link)}</p>`
      );
    case "section":
      return (
        `<h2 style="margin:32px 0 16px;font-size:13px;font-weight:900;letter-spacing:2px;text-transform:uppercase;` +
        `color:${PINK}">${text}</h2>`
      );
    case "story":
      return (
        `<div style="margin:0 0 28px">${block.photo ? photoHtml(block.photo, block.href) : ""}` +
        `<h3 style="margin:0 0 6px;font-size:20px;line-height:1.3;font-weight:800">` +
        `${link(block.href, block.title, `color:${COLOURS.text};text-decoration:none`)}</h3>` +
        `<p style="margin:0 0 8px;font-size:13px;line-height:1.4;color:${COLOURS.soft}">${escapeHtml(block.meta)}</p>` +
        (text ? `<p style="margin:0;font-size:16px;line-height:1.6;color:${COLOURS.text}">${text}</p>` : "") +
        `</div>`
      );
    case "button": {
      const href = escapeHtml(block.href);
      return (
        `<p style="margin:24px 0">` +
        `<a href="${href}" style="display:inline-block;padding:14px 24px;border-radius:999px;background:${BUTTON};` +
        `color:#ffffff;font-size:16px;font-weight:700;line-height:1.2;text-decoration:none">${text}</a></p>` +
        `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${COLOURS.soft}">${escapeHtml(block.fallback)}` +
        `<br><a href="${href}" style="color:${CYAN};word-break:break-all">${href}</a></p>`
      );
    }
  }
};

const table = (style: string, rows: string) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${style}">${rows}</table>`;

/** A whole HTML document, ready to be the mail's text/html part. */
export function mailHtml({ subject, preheader, blocks, footer }: MailContent): string {
  const brand =
    `<tr><td style="padding:0 4px 16px;font-size:14px;font-weight:900;letter-spacing:2px;text-transform:uppercase;` +
    `color:${COLOURS.text}"><span style="color:${PINK}">~</span> ${escapeHtml(site.product)}</td></tr>`;
  const card =
    `<tr><td style="padding:28px 20px;background:${COLOURS.card};border:1px solid ${COLOURS.line};` +
    `border-radius:12px">${blocks.map(htmlOf).join("")}</td></tr>`;
  const end =
    `<tr><td style="padding:20px 4px;font-size:13px;line-height:1.5;color:${COLOURS.soft}">${escapeHtml(footer.text)}` +
    `<br><a href="${escapeHtml(footer.href)}" style="color:${CYAN}">${escapeHtml(footer.href)}</a></td></tr>`;
  return [
    `<!doctype html><html lang="es-MX"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="color-scheme" content="dark"><meta name="supported-color-schemes" content="dark">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLOURS.night};color:${COLOURS.text};${FONT}">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>`,
    table(
      `background:${COLOURS.night}`,
      `<tr><td align="center" style="padding:24px 12px">` +
        table(`max-width:560px;${FONT}`, brand + card + end) +
        `</td></tr>`,
    ),
    `</body></html>`,
  ].join("\n");
}
