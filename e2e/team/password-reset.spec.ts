// "¿Olvidaste tu contraseña?" on the production build: the link of the mail the site wrote, a new password that ends
// every open session of the person, the link refused the second time; and, as an attacker sees it, the same answer in
// the same time whether or not the address has an account.
import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { SAME_ORIGIN } from "../editor/editor";
import { mailsTo } from "../support/outbox";
import { desktopOnly, expect, test } from "../support/test";
import { signIn, teamAccount, accountFlow } from "./support";

/** A client of its own, as the site's reverse proxy names it: the reset's per-network meter starts full for it. */
const aClient = () => ({ "X-Forwarded-For": `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });

const resetLinkIn = (mail: ParsedMail) => {
  const link = new URL(/https?:\/\/\S+\/login\/nueva-clave\?token=[\w-]+/.exec(mail.text ?? "")![0]);
  return `${link.pathname}${link.search}`;
};

test(
  "a forgotten password is replaced from the mail's link, every session ends, and the link works once",
  accountFlow,
  async ({ page, browser }) => {
    const autor = teamAccount("autor");
    const elsewhere = await browser.newContext();
    const open = await elsewhere.newPage();
    await signIn(open, autor);
    expect((await open.goto("/editor"))?.status()).toBe(200);

    await page.setExtraHTTPHeaders(aClient());
    await page.goto("/login");
    await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
    await expect(page.getByRole("heading", { name: "Recupera tu contraseña" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar enlace" })).toBeEnabled();
    await page.getByLabel("Email").fill(autor.email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByRole("status")).toContainText(`Si ${autor.email} tiene una cuenta en la redacción`);

    const [mail] = await mailsTo(autor.email);
    expect(mail.subject).toBe("Tu enlace para cambiar la contraseña de Pulso Electrónico");
    const link = resetLinkIn(mail);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Elige una contraseña nueva" })).toBeVisible();
    await expect(page.getByText(`Para la cuenta ${autor.email}`)).toBeVisible();
    const password = randomBytes(12).toString("base64url");
    await expect(page.getByRole("button", { name: "Guardar contraseña" })).toBeEnabled();
    await page.getByLabel("Contraseña nueva").fill(password);
    await page.getByLabel("Repite la contraseña").fill(password);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByRole("status")).toContainText("tu contraseña cambió");

    const ended = await open.goto("/editor");
    expect(ended?.url()).toMatch(/\/login\?next=/);
    await elsewhere.close();

    await page.getByRole("link", { name: "Ir a Log in" }).click();
    await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
    await page.getByLabel("Email").fill(autor.email);
    await page.getByLabel("Contraseña").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL("**/createPost");

    await page.goto(link);
    await expect(page.getByText("Este enlace ya no sirve")).toBeVisible();
    await expect(page.getByRole("link", { name: "Pedir otro enlace" })).toBeVisible();
  },
);

test.describe("as an attacker sees it", desktopOnly("the answers do not depend on the screen"), () => {
  async function ask(request: APIRequestContext, email: string) {
    const started = performance.now();
    const response = await request.post("/session/olvido", {
      data: { email },
      headers: { ...SAME_ORIGIN, ...aClient() },
    });
    return { ms: performance.now() - started, status: response.status(), body: await response.text() };
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

  test("an address without an account gets the same answer in the same time as one with an account", async ({
    request,
  }) => {
    const known = teamAccount("colaborador");
    const unknown = () => `nadie-${randomBytes(5).toString("hex")}@pulso.test`;
    const times = { known: [] as number[], unknown: [] as number[] };
    // Each goes first in every other round, so neither pays for what the other left running.
    for (let round = 0; round < 20; round++) {
      const order = round % 2 === 0 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
      for (const kind of order) {
        const answer = await ask(request, kind === "known" ? known.email : unknown());
        expect([answer.status, answer.body]).toEqual([202, '{"requested":true}']);
        times[kind].push(answer.ms);
      }
    }
    const [knownMs, unknownMs] = [median(times.known), median(times.unknown)];
    console.log(`reset request medians: known ${knownMs.toFixed(1)} ms, unknown ${unknownMs.toFixed(1)} ms`);
    // The work for a known address (a link issued, a mail written) happens after the answer has left, so its answer
    // is not slower than an unknown one's beyond the noise of a shared machine (medians of 20 apart by up to 25 ms).
    expect(knownMs - unknownMs).toBeLessThan(Math.max(30, 0.5 * unknownMs));
    // The account was mailed once: later requests in the next five minutes send nothing.
    expect(await mailsTo(known.email)).toHaveLength(1);
  });

  test("another site's page cannot ask, a malformed address is named, and a network asking too often waits", async ({
    request,
  }) => {
    const foreign = await request.post("/session/olvido", {
      data: { email: "alguien@pulso.test" },
      headers: { Origin: "https://otro.example", ...aClient() },
    });
    expect(foreign.status()).toBe(403);
    const malformed = await request.post("/session/olvido", { data: { email: "no" }, headers: SAME_ORIGIN });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error.fields).toHaveProperty("email");
    const client = aClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await request.post("/session/olvido", {
        data: { email: `nadie-${attempt}@pulso.test` },
        headers: { ...SAME_ORIGIN, ...client },
      });
      statuses.push(answer.status());
      if (answer.status() === 429) expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
