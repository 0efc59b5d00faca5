import fs from "node:fs";
import path from "node:path";
import { desktopOnly, expect, test } from "./support/test";
import { E2E_DIST_DIR, e2eCredentials } from "./support/environment";

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Scripts, styles and the prerendered pages: everything a browser can download from the build. */
function filesSentToBrowsers(): string[] {
  const build = path.join(process.cwd(), E2E_DIST_DIR);
  const prerendered = filesUnder(path.join(build, "server", "app")).filter((file) => /\.(html|rsc|body)$/.test(file));
  return [...filesUnder(path.join(build, "static")), ...prerendered, ...filesUnder(path.join(process.cwd(), "public"))];
}

test(
  "no secret appears in the files sent to browsers",
  desktopOnly("the build is the same for every screen"),
  async () => {
    const clientFiles = filesSentToBrowsers();
    expect(clientFiles.length).toBeGreaterThan(0);
    const secrets = [e2eCredentials.apiPassword, e2eCredentials.adminPassword, e2eCredentials.sessionSecret];
    for (const file of clientFiles) {
      const content = fs.readFileSync(file, "latin1");
      for (const secret of secrets) expect(content.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  },
);
