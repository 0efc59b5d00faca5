// What the boletín's specs share: readers of their own, the links of the mails the site wrote them, and their rows.
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import type { ParsedMail } from "mailparser";
import type { APIRequestContext } from "@playwright/test";
import { E2E_BASE_URL, E2E_DATABASE_FILE, serverEnvironment } from "../support/environment";

export const anAddress = (name = "lectora") => `${name}-${randomUUID().slice(0, 8)}@ejemplo.mx`;

/**
 * A client of its own, in a random /64 of the documentation prefix, as the site's reverse proxy names it
 * (playwright.config.ts trusts the runner's X-Forwarded-For): no other test shares its signups' count.
 */
export const aClient = () => ({
  "X-Forwarded-For": `2001:db8:${randomBytes(4)
    .toString("hex")
    .replace(/(.{4})/, "$1:")}::1`,
});

/** The footer's form sent as a browser on this site sends it. */
export const signUp = (request: APIRequestContext, email: string, headers: Record<string, string> = aClient()) =>
  request.post("/boletin", {
    headers: { Origin: E2E_BASE_URL, ...headers },
    form: { email, source: "footer" },
    maxRedirects: 0,
  });

/** The confirmation link of a mail, as a path on the site it was sent from. */
export function confirmationLink(mail: ParsedMail): string {
  const link = new URL(/https?:\/\/\S+\/boletin\/confirmar\?token=\S+/.exec(mail.text ?? "")![0]);
  return `${link.pathname}${link.search}`;
}

/** A live link of the boletín for `email`, made as the site makes it (the boletín's own mails are not sent yet). */
export function readerLink(purpose: "newsletter-confirmation" | "newsletter-unsubscribe", email: string): string {
  const token = execFileSync(
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "scripts/testing/reader-link.ts", purpose, email],
    { env: { ...process.env, ...serverEnvironment }, encoding: "utf8" },
  );
  const page = purpose === "newsletter-confirmation" ? "/boletin/confirmar" : "/boletin/baja";
  return `${page}?${new URLSearchParams({ token })}`;
}

export const unsubscribeLink = (email: string) => readerLink("newsletter-unsubscribe", email);

type StoredSubscriber = { state: string; consentSource: string | null };

/** The address's row in the site's database (its state and the form it signed up with), or null. */
export function subscriberOf(email: string): StoredSubscriber | null {
  const database = new Database(E2E_DATABASE_FILE, { readonly: true });
  try {
    const query = database.prepare("SELECT state, consentSource FROM Subscriber WHERE email = ?");
    return (query.get(email) as StoredSubscriber | undefined) ?? null;
  } finally {
    database.close();
  }
}
