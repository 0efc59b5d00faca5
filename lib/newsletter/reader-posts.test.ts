import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { createMailer, type Mailer } from "@/lib/mail/mailer";
import { captureLog } from "@/scripts/testing/captured-log";
import { scrapeHere, valueOf } from "@/scripts/testing/scraped-metrics";
import { readerToken } from "./reader-token";
import { confirmPost, signupPost, unsubscribePost } from "./reader-posts";
import { mailboxMeter, mailboxOf, SIGNUP_BURST, signupMeter } from "./signup-throttle";
import { confirm, requestSignup } from "./subscribers";

const t0 = new Date("2026-11-27T12:00:00.000Z");
const SITE = "http://127.0.0.1:4000";
const stored = (email: string) => db.subscriber.findUnique({ where: { email } });

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "edm-boletin-posts-"));
const mailer = createMailer({ from: { name: "Pulso Electrónico", address: "boletin@pulso.test" }, outboxDir });
afterAll(async () => {
  mailer.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
  await db.$disconnect();
});

let clientNumber = 0;
/** A browser's form POST from this site, by a client of its own unless named. */
function formPost(
  address: string,
  body: string,
  headers: Record<string, string> = {},
  client = `198.51.100.${++clientNumber}`,
) {
  return new Request(`${SITE}${address}`, {
    method: "POST",
    headers: {
      host: "127.0.0.1:4000",
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": client,
      ...headers,
    },
    body,
  });
}

const signupBody = (email: string, source = "footer") => new URLSearchParams({ email, source }).toString();

/** A signup handler whose after-the-answer work is kept, to be run when the test says. */
function signupHandler(mail: Mailer = mailer) {
  const tasks: (() => Promise<void>)[] = [];
  const handler = signupPost({ later: (task) => tasks.push(task), now: () => t0, mailer: mail });
  return { handler, runLater: () => Promise.all(tasks.splice(0).map((task) => task())) };
}

const answerOf = async (response: Response) => ({
  status: response.status,
  location: response.headers.get("location"),
  body: await response.text(),
});

const mailCount = () => fs.readdirSync(outboxDir).length;

describe("POST /boletin", () => {
  it("answers a 303 to “Revisa tu correo” before anything is done for the address, then signs it up and mails it", async () => {
    const { handler, runLater } = signupHandler();
    const before = mailCount();
    const answer = await handler(formPost("/boletin/enviar", signupBody("nueva@ejemplo.mx", "post")));
    expect(await answerOf(answer)).toEqual({ status: 303, location: "/boletin/revisa", body: "" });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await stored("nueva@ejemplo.mx")).toBeNull();
    await runLater();
    expect(await stored("nueva@ejemplo.mx")).toMatchObject({ state: "pending", consentSource: "post", consentAt: t0 });
    expect(mailCount()).toBe(before + 1);
  });

  it("answers alike for every state of the address, and when the mail fails, which is only logged", async () => {
    await requestSignup("pendiente@ejemplo.mx", "footer", new Date(t0.getTime() - 3_600_000));
    await requestSignup("confirmada@ejemplo.mx", "footer", new Date(t0.getTime() - 3_600_000));
    await confirm(readerToken("newsletter-confirmation", "confirmada@ejemplo.mx", t0), t0);
    const failing: Mailer = { send: () => Promise.reject(new Error("SMTP caído")), close: () => {} };
    const log = captureLog();
    try {
      const answers = [];
      for (const [email, mail] of [
        ["otra-nueva@ejemplo.mx", mailer],
        ["pendiente@ejemplo.mx", mailer],
        ["confirmada@ejemplo.mx", mailer],
        ["sin-servidor@ejemplo.mx", failing],
      ] as const) {
        const { handler, runLater } = signupHandler(mail);
        answers.push(await answerOf(await handler(formPost("/boletin/enviar", signupBody(email)))));
        await runLater();
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(log.lines()).toHaveLength(1);
      expect(log.lines()[0].msg).toContain("A boletín signup failed");
      expect((log.lines()[0].err as { message: string }).message).toBe("SMTP caído");
    } finally {
      log.restore();
    }
  });

  it("sends a mistyped address back to the form with its reason, keeping the form's source, and does nothing else", async () => {
    const { handler, runLater } = signupHandler();
    for (const email of ["no-es-correo", "", "a@b", `${"x".repeat(250)}@ejemplo.mx`]) {
      const answer = await answerOf(await handler(formPost("/boletin/enviar", signupBody(email, "post"))));
      expect(answer).toMatchObject({ status: 303, location: "/boletin?error=correo&origen=post" });
    }
    await runLater();
    expect(await db.subscriber.count({ where: { email: { contains: "no-es-correo" } } })).toBe(0);
  });

  it("refuses a form of another site, and a POST that proves no origin", async () => {
    const { handler, runLater } = signupHandler();
    for (const headers of [
      { origin: "https://otro-sitio.example", "sec-fetch-site": "cross-site" },
      { origin: "null", "sec-fetch-site": "cross-site" },
      { origin: "", "sec-fetch-site": "cross-site" },
    ]) {
      const answer = await handler(formPost("/boletin/enviar", signupBody("victima@ejemplo.mx"), headers));
      expect(answer.status).toBe(403);
      expect((await answer.json()).error.code).toBe("forbidden");
    }
    await runLater();
    expect(await stored("victima@ejemplo.mx")).toBeNull();
  });

  it("names what is wrong with a body that is not the form's: its encoding, its size, its source", async () => {
    const { handler } = signupHandler();
    const json = formPost("/boletin/enviar", '{"email":"a@ejemplo.mx"}', { "content-type": "application/json" });
    expect(await handler(json).then((answer) => answer.status)).toBe(415);
    const huge = formPost("/boletin/enviar", `email=${"a".repeat(5000)}%40ejemplo.mx&source=footer`);
    const tooLarge = await handler(huge);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error.message).toBe("The request body must be at most 2 KB.");
    const source = await handler(formPost("/boletin/enviar", signupBody("a@ejemplo.mx", "portada")));
    expect(source.status).toBe(400);
    expect((await source.json()).error.fields).toEqual({ source: "must be one of footer, post" });
  });

  it("lets a client sign up five times at once, then once a minute, with a 429 in Spanish between", async () => {
    let at = 0;
    const tasks: (() => Promise<void>)[] = [];
    const meterHandler = signupPost({
      later: (task) => tasks.push(task),
      waitBeforeSignup: signupMeter(() => at),
      mailer,
    });
    let reader = 0;
    const from = (client: string) =>
      formPost("/boletin/enviar", signupBody(`lector${++reader}@ejemplo.mx`), {}, client);
    const refusals = async () =>
      valueOf(await scrapeHere(), "edm_throttle_refusals_total", { limit: "newsletter_signup" });
    for (let signup = 0; signup < SIGNUP_BURST; signup++)
      expect((await meterHandler(from("203.0.113.5"))).status).toBe(303);
    const before = await refusals();
    const refused = await meterHandler(from("203.0.113.5"));
    expect(await refusals()).toBe(before + 1);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await refused.text()).toContain("Demasiados intentos");
    expect((await meterHandler(from("203.0.113.6"))).status).toBe(303);
    at += 60_000;
    expect((await meterHandler(from("203.0.113.5"))).status).toBe(303);
    expect(tasks).toHaveLength(SIGNUP_BURST + 2);
  });

  it("sends one confirmation to a mailbox however its +tag changes and whoever asks, answering every signup alike", async () => {
    let at = t0.getTime();
    const tasks: (() => Promise<void>)[] = [];
    const aliasHandler = signupPost({
      later: (task) => tasks.push(task),
      now: () => new Date(at),
      waitBeforeMailbox: mailboxMeter(() => at),
      mailer,
    });
    const before = mailCount();
    const aliases = ["buzon@ejemplo.mx", "buzon+1@ejemplo.mx", "Buzon+2@Ejemplo.MX", "buzon+a+b@ejemplo.mx"];
    const answers = [];
    for (const [n, email] of aliases.entries()) {
      const client = n % 2 === 0 ? "203.0.113.40" : `203.0.113.${41 + n}`;
      answers.push(await answerOf(await aliasHandler(formPost("/boletin/enviar", signupBody(email), {}, client))));
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ status: 303, location: "/boletin/revisa", body: "" })]),
    );
    await Promise.all(tasks.splice(0).map((task) => task()));
    expect(mailCount()).toBe(before + 1);
    expect(await db.subscriber.count({ where: { email: { startsWith: "buzon" } } })).toBe(1);

    // Another mailbox of the same provider is not held, and the same one may ask again ten minutes on.
    await aliasHandler(formPost("/boletin/enviar", signupBody("otro+1@ejemplo.mx")));
    at += 10 * 60 * 1000;
    await aliasHandler(formPost("/boletin/enviar", signupBody("buzon+3@ejemplo.mx")));
    await Promise.all(tasks.splice(0).map((task) => task()));
    expect(mailCount()).toBe(before + 3);
  });
});

describe("POST /boletin/confirmar", () => {
  const handler = confirmPost({ now: () => t0 });

  it("confirms the address of a live link and leads to “Listo”; a link that is not valid leads to the page that says so", async () => {
    await requestSignup("confirmo@ejemplo.mx", "footer", t0);
    const token = readerToken("newsletter-confirmation", "confirmo@ejemplo.mx", t0);
    const altered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    expect(await answerOf(await handler(formPost(`/boletin/confirmar/enviar?token=${altered}`, "")))).toMatchObject({
      status: 303,
      location: "/boletin/confirmar",
    });
    expect(await stored("confirmo@ejemplo.mx")).toMatchObject({ state: "pending" });
    expect(await answerOf(await handler(formPost(`/boletin/confirmar/enviar?token=${token}`, "")))).toMatchObject({
      status: 303,
      location: "/boletin/confirmada",
    });
    expect(await stored("confirmo@ejemplo.mx")).toMatchObject({ state: "confirmed", confirmedAt: t0 });
  });

  it("refuses another site's form", async () => {
    await requestSignup("ajena@ejemplo.mx", "footer", t0);
    const token = readerToken("newsletter-confirmation", "ajena@ejemplo.mx", t0);
    const crossSite = { origin: "https://otro-sitio.example", "sec-fetch-site": "cross-site" };
    expect((await handler(formPost(`/boletin/confirmar/enviar?token=${token}`, "", crossSite))).status).toBe(403);
    expect(await stored("ajena@ejemplo.mx")).toMatchObject({ state: "pending" });
  });
});

describe("POST /boletin/baja", () => {
  const handler = unsubscribePost({ now: () => t0 });
  const confirmed = async (email: string) => {
    await requestSignup(email, "footer", t0);
    await confirm(readerToken("newsletter-confirmation", email, t0), t0);
    return readerToken("newsletter-unsubscribe", email, t0);
  };
  /** What a mail provider sends (RFC 8058): no Origin, no browser's headers. */
  const oneClick = (
    token: string,
    contentType = "application/x-www-form-urlencoded",
    body = "List-Unsubscribe=One-Click",
  ) =>
    new Request(`${SITE}/boletin/baja/enviar?token=${token}`, {
      method: "POST",
      headers: { host: "127.0.0.1:4000", "content-type": contentType },
      body,
    });

  it("unsubscribes on a mail program's one-click POST, from anywhere, with a 200", async () => {
    const token = await confirmed("un-clic@ejemplo.mx");
    const answer = await handler(oneClick(token));
    expect(await answerOf(answer)).toEqual({
      status: 200,
      location: null,
      body: "Listo: ya no recibirás El boletín de Pulso Electrónico.",
    });
    expect(await stored("un-clic@ejemplo.mx")).toMatchObject({ state: "unsubscribed", unsubscribedAt: t0 });
    expect((await handler(oneClick(token))).status).toBe(200);
  });

  it("takes the one-click as multipart/form-data too, as RFC 8058 prefers", async () => {
    const token = await confirmed("multiparte@ejemplo.mx");
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const encoded = new Request("http://x/", { method: "POST", body: form });
    const answer = await handler(oneClick(token, encoded.headers.get("content-type")!, await encoded.text()));
    expect(answer.status).toBe(200);
    expect(await stored("multiparte@ejemplo.mx")).toMatchObject({ state: "unsubscribed" });
  });

  it("unsubscribes on the page's button and leads to the page that says it is done", async () => {
    const token = await confirmed("boton@ejemplo.mx");
    expect(await answerOf(await handler(formPost(`/boletin/baja/enviar?token=${token}`, "")))).toMatchObject({
      status: 303,
      location: "/boletin/cancelada",
    });
    expect(await stored("boton@ejemplo.mx")).toMatchObject({ state: "unsubscribed" });
  });

  it("refuses a link that is not valid: 400 to a mail program, the page that says so to a browser", async () => {
    const token = await confirmed("sigue-aqui@ejemplo.mx");
    const confirmation = readerToken("newsletter-confirmation", "sigue-aqui@ejemplo.mx", t0);
    const refused = await handler(oneClick(confirmation));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("The unsubscribe link is not valid or has expired.");
    expect(await answerOf(await handler(formPost(`/boletin/baja/enviar?token=${token}x`, "")))).toMatchObject({
      status: 303,
      location: "/boletin/baja",
    });
    expect(await stored("sigue-aqui@ejemplo.mx")).toMatchObject({ state: "confirmed" });
  });
});

describe("a signup's mailbox", () => {
  it("is the address in lower case without its +tag", () => {
    expect(mailboxOf("lector@ejemplo.mx")).toBe("lector@ejemplo.mx");
    expect(mailboxOf("Lector+Boletin@Ejemplo.MX")).toBe("lector@ejemplo.mx");
    expect(mailboxOf("lector+1+2@ejemplo.mx")).toBe("lector@ejemplo.mx");
  });
});
