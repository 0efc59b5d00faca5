import { createMailer } from "@/lib/mail/mailer";
import { absoluteUrl } from "@/lib/urls";
import { startSmtpInbox } from "@/scripts/testing/smtp-inbox";
import type { EditionContent } from "./edition-content";
import { editionMessage } from "./edition-mail";
import { tokenEmail } from "./reader-token";

const now = new Date("2026-12-04T15:00:00.000Z");
const photo = {
  url: "https://pulso.test/media/abc/card-768.jpg",
  alt: "La multitud & el escenario",
  width: 768,
  height: 432,
};
const content: EditionContent = {
  since: null,
  posts: [
    {
      id: "edc-2026",
      title: "EDC México <2026>",
      description: "Tres días de baile.",
      date: "3 de diciembre de 2026",
      photo,
    },
    { id: "sin-foto", title: "Sin foto", description: "Solo texto.", date: "2 de diciembre de 2026", photo: null },
  ],
  events: [{ id: "bahidora", name: "Bahidorá", dates: "26–28 feb 2027", venue: "Las Estacas", city: "Tlaltizapán" }],
};

describe("the boletín's mail", () => {
  it("arrives with both parts, every post and event linked with utm_source=boletin alone, and RFC 8058's headers", async () => {
    const inbox = await startSmtpInbox();
    const mailer = createMailer({
      smtpUrl: inbox.url,
      from: { name: "Pulso", address: "boletin@pulso.test" },
      outboxDir: "",
    });
    await mailer.send(editionMessage(content, "lectora@ejemplo.mx", now), now);
    mailer.close();
    await inbox.close();

    const [{ mail }] = inbox.received;
    expect(mail.subject).toBe("EDC México <2026> · El boletín de Pulso Electrónico");
    const header = (key: string) =>
      mail.headerLines
        .find((line) => line.key === key)
        ?.line.replace(/\r?\n[ \t]+/g, " ")
        .replace(/^[\w-]+: /, "");
    // One address, the https one-click: no mailto: to a mailbox no one reads.
    const [httpsLink, ...others] = [...header("list-unsubscribe")!.matchAll(/<([^>]+)>/g)].map(([, url]) => url);
    expect(header("list-unsubscribe")).toBe(`<${httpsLink}>`);
    expect(others).toEqual([]);
    expect(mail.headers.get("list")).toMatchObject({ unsubscribe: { url: httpsLink } });
    expect(mail.headers.get("list")).not.toHaveProperty("unsubscribe.mail");
    const https = new URL(httpsLink);
    expect(https.pathname).toBe("/boletin/baja");
    expect(tokenEmail("newsletter-unsubscribe", https.searchParams.get("token")!, now)).toBe("lectora@ejemplo.mx");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header("list-id")).toBe("<boletin.localhost>");

    const html = mail.html as string;
    const text = mail.text!;
    for (const part of [html, text]) {
      expect(part).toContain(https.href);
      expect(part).toContain(`${absoluteUrl("/post/edc-2026")}?utm_source=boletin`);
      expect(part).toContain(`${absoluteUrl("/post/sin-foto")}?utm_source=boletin`);
      expect(part).toContain(`${absoluteUrl("/eventos/bahidora")}?utm_source=boletin`);
      expect(part).toContain("26–28 feb 2027 · Las Estacas, Tlaltizapán");
      expect(part).toContain("Tres días de baile.");
    }
    const links = [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => new URL(href.replace(/&amp;/g, "&")));
    expect(links.filter(({ search }) => search && !/^\?(utm_source=boletin|token=[\w.-]+)$/.test(search))).toEqual([]);
    expect(text).toContain("* EDC México <2026>");
    expect(html).toContain("EDC México &lt;2026&gt;");
    expect(html).toContain(
      '<img src="https://pulso.test/media/abc/card-768.jpg" alt="La multitud &amp; el escenario" width="768" height="432"',
    );
    expect(html).toContain('<meta name="color-scheme" content="dark">');
    expect(html).toContain("max-width:560px");
    expect(html).not.toMatch(/<style|<link|<script/);
  });

  it("is written once per content: each reader's mail differs only in the unsubscribe link", () => {
    const one = editionMessage(content, "una@ejemplo.mx", now);
    const other = editionMessage(content, "otra@ejemplo.mx", now);
    const token = (email: string) => (text: string) => text.split(/[?&]token=/)[1]?.split(/[\s"&>]/)[0] ?? email;
    expect(one.html).not.toBe(other.html);
    const [mark1, mark2] = [token("1")(one.text), token("2")(other.text)];
    expect(one.html.replaceAll(mark1, "X")).toBe(other.html.replaceAll(mark2, "X"));
    expect(one.text.replaceAll(mark1, "X")).toBe(other.text.replaceAll(mark2, "X"));
    expect(one.html).not.toContain("UNSUBSCRIBE-LINK-SLOT");
  });
});
