import { hashPassword, verifyPassword } from "./password";

/** hashPassword with PASSWORD_HASH_COST set to `cost` (the suites hash at 10: scripts/testing/jest-test-settings.ts). */
async function hashAtCost(cost: string | undefined, password: string): Promise<string> {
  const saved = { ...process.env };
  if (cost === undefined) delete process.env.PASSWORD_HASH_COST;
  else process.env.PASSWORD_HASH_COST = cost;
  try {
    let hash: Promise<string> = Promise.resolve("");
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy, whose settings read the change.
      hash = (require("./password") as typeof import("./password")).hashPassword(password);
    });
    return await hash;
  } finally {
    process.env = saved;
  }
}

describe("password hashing", () => {
  test("hashes at N=2^15 when PASSWORD_HASH_COST is not set, and a hash keeps its own cost when the setting changes", async () => {
    const stored = await hashAtCost(undefined, "correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(verifyPassword("correct horse battery staple", stored)).resolves.toBe(true);
    await expect(verifyPassword("correct horse battery stapler", stored)).resolves.toBe(false);
    expect(await hashAtCost("12", "x")).toMatch(/^scrypt\$4096\$8\$1\$/);
  });

  test("a stored hash accepts its password and refuses any other", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
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
