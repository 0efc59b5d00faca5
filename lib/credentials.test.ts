import fs from "node:fs";
import os from "node:os";
import path from "node:path";

type CredentialsModule = typeof import("./credentials");

/** Loads the module afresh and makes the credentials in an environment that sets none. */
async function generateIn(folder: string): Promise<ReturnType<CredentialsModule["ensureCredentials"]>> {
  const saved = { ...process.env };
  for (const name of ["API_USER", "API_PASSWORD", "ADMIN_EMAIL", "ADMIN_PASSWORD", "SESSION_SECRET"]) {
    delete process.env[name];
  }
  process.env.DATABASE_URL = `file:${path.join(folder, "site.db")}`;
  try {
    let loaded!: CredentialsModule;
    await jest.isolateModulesAsync(async () => {
      loaded = await import("./credentials");
    });
    return loaded.ensureCredentials();
  } finally {
    process.env = saved;
  }
}

describe("generated credentials", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-credentials-"));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("are strong, kept beside the database, readable by the owner only, and stable", async () => {
    const first = await generateIn(folder);
    expect(first.generatedIn).toBe(path.join(folder, "credentials.json"));
    expect(fs.statSync(first.generatedIn!).mode & 0o777).toBe(0o600);
    expect(first.credentials.apiPassword.length).toBeGreaterThanOrEqual(32);
    expect(first.credentials.adminPassword.length).toBeGreaterThanOrEqual(24);
    expect(first.credentials.sessionSecret.length).toBeGreaterThanOrEqual(64);

    const second = await generateIn(folder);
    expect(second.credentials).toEqual(first.credentials);
  });

  it("differ from one site to the next", async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "edm-credentials-"));
    const a = (await generateIn(folder)).credentials;
    const b = (await generateIn(other)).credentials;
    fs.rmSync(other, { recursive: true, force: true });
    expect(b.apiPassword).not.toBe(a.apiPassword);
  });
});
