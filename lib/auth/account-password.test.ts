import { randomUUID } from "node:crypto";
import { db } from "../db";
import { firstAdministradorId } from "@/scripts/testing/administrador-session";
import { accountSigningIn } from "./account-password";
import { hashPassword } from "./password";

const email = process.env.ADMIN_EMAIL!;
const password = process.env.ADMIN_PASSWORD!;

async function person(status: string, passwordHash: string | null) {
  const id = randomUUID();
  const address = `persona-${id}@example.mx`;
  await db.account.create({ data: { id, email: address, name: "Persona", role: "autor", status, passwordHash } });
  return { id, address };
}

describe("an account's credentials", () => {
  test("the first Administrador signs in with the site's credentials, the e-mail ignoring case and spaces", async () => {
    const id = await firstAdministradorId();
    const account = { id, email, role: "administrador" };
    await expect(accountSigningIn(email, password)).resolves.toEqual(account);
    await expect(accountSigningIn(` ${email.toUpperCase()} `, password)).resolves.toEqual(account);
  });

  test("a wrong e-mail or a wrong password is refused the same way", async () => {
    await expect(accountSigningIn("someone@example.mx", password)).resolves.toBeNull();
    await expect(accountSigningIn(email, `${password}x`)).resolves.toBeNull();
    await expect(accountSigningIn(email, password.toUpperCase())).resolves.toBeNull();
  });

  test("only an active account with a password signs in, with its own password", async () => {
    const hash = await hashPassword("contraseña de Ana 2026");
    const active = await person("active", hash);
    await expect(accountSigningIn(active.address.toUpperCase(), "contraseña de Ana 2026")).resolves.toMatchObject({
      id: active.id,
      role: "autor",
    });
    await expect(accountSigningIn(active.address, password)).resolves.toBeNull();
    const deactivated = await person("deactivated", hash);
    await expect(accountSigningIn(deactivated.address, "contraseña de Ana 2026")).resolves.toBeNull();
    const invited = await person("invited", null);
    await expect(accountSigningIn(invited.address, "")).resolves.toBeNull();
    await expect(accountSigningIn(invited.address, "cualquiera")).resolves.toBeNull();
  });
});

describe("an address with no account", () => {
  /** The least of five runs: the machine's other work only ever adds time. */
  async function leastTime(check: () => Promise<unknown>): Promise<number> {
    const times = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await check();
      times.push(performance.now() - start);
    }
    return Math.min(...times);
  }

  test("costs a password hash like a known one, so time does not tell whether the account exists", async () => {
    // An account hashed now, at the cost the stand-in is hashed at: the first Administrador's hash may have been made
    // before the tests' cost was set (2^15 against 2^10), and then the unknown address was 4.8 times sooner.
    const { address } = await person("active", await hashPassword("contraseña de Ana 2026"));
    const known = await leastTime(() => accountSigningIn(address, "wrong password"));
    const unknown = await leastTime(() => accountSigningIn(`nadie-${randomUUID()}@example.mx`, "wrong password"));
    // Without the stand-in hash an unknown address answers after one indexed read, some fifty times sooner.
    expect(unknown).toBeGreaterThan(known / 4);
  });
});
