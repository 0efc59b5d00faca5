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
