import { isAdmin } from "./admin";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  test("a stored hash accepts its password and refuses any other", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain("correct horse");
    await expect(verifyPassword("correct horse battery staple", stored)).resolves.toBe(true);
    await expect(verifyPassword("correct horse battery stapl", stored)).resolves.toBe(false);
    await expect(verifyPassword("", stored)).resolves.toBe(false);
  });

  test("the same password gets a different salt each time", async () => {
    const [first, second] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(first).not.toBe(second);
  });

  test("a malformed stored hash refuses everything", async () => {
    await expect(verifyPassword("anything", "plain-text")).resolves.toBe(false);
  });
});

describe("the administrator's credentials", () => {
  const email = process.env.ADMIN_EMAIL!;
  const password = process.env.ADMIN_PASSWORD!;

  test("the configured pair signs in, the e-mail ignoring case and surrounding spaces", async () => {
    await expect(isAdmin(email, password)).resolves.toBe(true);
    await expect(isAdmin(` ${email.toUpperCase()} `, password)).resolves.toBe(true);
  });

  test("a wrong e-mail or a wrong password is refused the same way", async () => {
    await expect(isAdmin("someone@example.mx", password)).resolves.toBe(false);
    await expect(isAdmin(email, `${password}x`)).resolves.toBe(false);
    await expect(isAdmin(email, password.toUpperCase())).resolves.toBe(false);
  });
});
