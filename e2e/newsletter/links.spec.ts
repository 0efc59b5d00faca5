import { E2E_BASE_URL } from "../support/environment";
import { desktopOnly, expect, test } from "../support/test";
import { mailsTo } from "../support/outbox";
import { aClient, anAddress, confirmationLink, signUp, subscriberOf, unsubscribeLink } from "./support";
import { SIGNUP_BURST } from "../../lib/newsletter/signup-throttle";

/** An address that signed up and followed its confirmation mail's link. */
async function confirmedReader(request: Parameters<typeof signUp>[0]) {
  const email = anAddress("fiel");
  await signUp(request, email);
  const [mail] = await mailsTo(email);
  const confirmed = await request.post(confirmationLink(mail), {
    headers: { Origin: E2E_BASE_URL },
    form: {},
    maxRedirects: 0,
  });
  expect(confirmed.headers().location).toBe("/boletin/confirmada");
  expect(subscriberOf(email)?.state).toBe("confirmed");
  return email;
}

test.describe("the boletín's links", desktopOnly("the links' answers do not depend on the screen"), () => {
  test("an unsubscribe link shows one button, which alone unsubscribes, with no login", async ({ page, request }) => {
    const email = await confirmedReader(request);
    const link = unsubscribeLink(email);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Darte de baja de El boletín" })).toBeVisible();
    await expect(page.getByText(`dejaremos de enviar El boletín a ${email}`)).toBeVisible();
    expect(subscriberOf(email)?.state).toBe("confirmed");
    await page.getByRole("button", { name: "Darme de baja" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Listo, ya no recibirás El boletín" })).toBeVisible();
    expect(subscriberOf(email)).toEqual({ state: "unsubscribed", consentSource: null });
  });

  test("a mail program's one-click POST (RFC 8058) unsubscribes from anywhere and answers 200", async ({ request }) => {
    const email = await confirmedReader(request);
    const answer = await request.post(unsubscribeLink(email), {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toBe("Listo: ya no recibirás El boletín de Pulso Electrónico.");
    expect(subscriberOf(email)?.state).toBe("unsubscribed");
  });

  test("the link pages are one reader's: never cached, never indexed, their token told to no other site", async ({
    request,
  }) => {
    const email = await confirmedReader(request);
    for (const link of [unsubscribeLink(email), "/boletin/confirmar?token=no.es.token"]) {
      const headers = (await request.get(link)).headers();
      expect(headers["cache-control"]).toMatch(/private/);
      expect(headers["cache-control"]).toMatch(/no-store/);
      expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(headers["referrer-policy"]).toBe("same-origin");
    }
    expect(subscriberOf(email)?.state).toBe("confirmed");
  });

  test("a link that is not valid gets a 400 and a page that says what to do", async ({ page, context, request }) => {
    const confirmation = await page.goto("/boletin/confirmar?token=no.es.token");
    expect(confirmation?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "Este enlace ya no sirve" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Suscríbete con tu correo" })).toBeVisible();
    const unsubscribe = await context.newPage();
    expect((await unsubscribe.goto("/boletin/baja?token=no.es.token"))?.status()).toBe(400);
    await expect(unsubscribe.getByRole("heading", { level: 1, name: "Este enlace no sirve" })).toBeVisible();
    await expect(unsubscribe.getByRole("link", { name: "prensa@pulsoelectronico.mx" })).toBeVisible();
    const oneClick = await request.post("/boletin/baja?token=no.es.token", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status()).toBe(400);
    expect((await oneClick.json()).error.message).toBe("The unsubscribe link is not valid or has expired.");
  });
});

test.describe("the boletín's signup refusals", desktopOnly("the refusals do not depend on the screen"), () => {
  test("a client signing up again and again meets a 429 in Spanish", async ({ request }) => {
    const client = aClient();
    const answers = await Promise.all(
      Array.from({ length: SIGNUP_BURST + 2 }, () => signUp(request, anAddress("rafaga"), client)),
    );
    const statuses = answers.map((answer) => answer.status());
    expect(statuses.filter((status) => status === 303)).toHaveLength(SIGNUP_BURST);
    const refused = answers.find((answer) => answer.status() === 429)!;
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Demasiados intentos");
    expect((await signUp(request, anAddress("otra"))).status()).toBe(303);
  });

  test("a form of another site is refused, and nothing is stored", async ({ request }) => {
    const email = anAddress("victima");
    const answer = await request.post("/boletin", {
      headers: { Origin: "https://otro-sitio.example", "Sec-Fetch-Site": "cross-site", ...aClient() },
      form: { email, source: "footer" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect((await answer.json()).error.code).toBe("forbidden");
    expect(subscriberOf(email)).toBeNull();
  });

  test("a body that is not the form's is named: its encoding and its size", async ({ request }) => {
    const headers = { Origin: E2E_BASE_URL, ...aClient() };
    const json = await request.post("/boletin", { headers, data: { email: anAddress(), source: "footer" } });
    expect(json.status()).toBe(415);
    const huge = await request.post("/boletin", {
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      data: `email=${"a".repeat(100_000)}&source=footer`,
    });
    expect(huge.status()).toBe(413);
    const put = await request.put("/boletin/baja", { headers });
    expect(put.status()).toBe(405);
    expect(put.headers().allow).toBe("GET, HEAD, POST");
  });
});

test(
  "the form's consent line and the cookies page lead to what the boletín keeps",
  desktopOnly("the page's words and links do not depend on the screen"),
  async ({ page }) => {
    await page.goto("/cookies");
    const consent = page.getByRole("region", { name: "La escena, cada semana en tu correo" });
    await expect(consent.getByRole("link", { name: "Cómo cuidamos tus datos" })).toHaveAttribute(
      "href",
      "/privacidad#boletin",
    );
    await page.getByRole("main").getByRole("link", { name: "Qué guardamos del boletín" }).click();
    await expect(page).toHaveURL(/\/privacidad#boletin$/);
    const section = page.getByRole("region", { name: "El boletín" });
    await expect(section.getByRole("listitem")).toHaveText([/^Tu dirección de correo/, /^Cuándo y cómo aceptaste:/]);
    await expect(section).toContainText("queda solo en una lista de supresión");
  },
);
