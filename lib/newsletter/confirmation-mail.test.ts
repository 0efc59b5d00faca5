import { simpleParser } from "mailparser";
import { env } from "@/lib/env";
import { confirmationContent, confirmationMessage } from "./confirmation-mail";
import { tokenEmail } from "./reader-token";
import { mailHtml } from "@/lib/mail/mail-html";
import { mailText } from "@/lib/mail/mail-text";
import { createMailer } from "@/lib/mail/mailer";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const now = new Date("2026-11-27T12:00:00Z");
const EMAIL = "o'brien@ejemplo.mx";

describe("the confirmation mail", () => {
  it("links to /boletin/confirmar on SITE_URL with a token that confirms the address for 48 hours", () => {
    const { to, text } = confirmationMessage(EMAIL, now);
    expect(to).toBe(EMAIL);
    const link = new URL(/\S+\/boletin\/confirmar\?\S+/.exec(text)![0]);
    expect(link.origin).toBe(env().SITE_URL);
    const token = link.searchParams.get("token")!;
    expect(tokenEmail("newsletter-confirmation", token, new Date(now.getTime() + 47 * 3600_000))).toBe(EMAIL);
    expect(tokenEmail("newsletter-confirmation", token, new Date(now.getTime() + 48 * 3600_000))).toBeNull();
  });

  it("says the same words in its HTML and its plain text, in Spanish", () => {
    const content = confirmationContent(EMAIL, "https://pulso.test/boletin/confirmar?token=a.b.c");
    const { html, text } = { html: mailHtml(content), text: mailText(content) };
    expect(content.subject).toBe("Confirma tu suscripción a El boletín de Pulso Electrónico");
    const escaped = (words: string) => words.replace(/&/g, "&amp;").replace(/'/g, "&apos;");
    for (const block of content.blocks) {
      expect(text).toContain(block.text);
      expect(html).toContain(escaped(block.text));
    }
    expect(text).toContain("https://pulso.test/boletin/confirmar?token=a.b.c");
    expect(html).toContain('href="https://pulso.test/boletin/confirmar?token=a.b.c"');
    expect(html).toContain("o&apos;brien@ejemplo.mx");
    expect(html).not.toContain("o'brien");
  });

  it("styles itself inline for a dark screen of 320 px: no stylesheet, a viewport, one column of 560 px at most", () => {
    const { html } = confirmationMessage(EMAIL, now);
    expect(html).toMatch(/^<!doctype html><html lang="es-MX">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="color-scheme" content="dark">');
    expect(html).not.toMatch(/<style|<link|<script|class=/i);
    expect(html).toContain("max-width:560px");
    expect(html).not.toMatch(/(?<!max-)width:\s*\d{3,}px/);
  });

  it("goes out as one message with both parts", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "edm-confirmacion-"));
    try {
      const mailer = createMailer({ from: env().MAIL_FROM, outboxDir });
      const { outboxFile } = await mailer.send(confirmationMessage(EMAIL, now), now);
      const mail = await simpleParser(fs.readFileSync(outboxFile!));
      expect(mail.subject).toBe("Confirma tu suscripción a El boletín de Pulso Electrónico");
      expect(mail.html).toContain("Confirmar mi suscripción");
      expect(mail.text).toContain("Confirmar mi suscripción:\n");
      expect(mail.from?.value).toEqual([{ name: "Pulso Electrónico", address: "boletin@localhost" }]);
      mailer.close();
    } finally {
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
