import { spawnSync } from "node:child_process";
import { desktopOnly, expect, test } from "../support/test";
import { siteEnvironment, faultPort } from "./support/fault-site";
import { E2E_DIST_DIR } from "../support/environment";

const port = faultPort("database-url");

function npmStart(databaseUrl: string) {
  return spawnSync("npm", ["start", "--", "--port", String(port), "--hostname", "127.0.0.1"], {
    encoding: "utf8",
    timeout: 60_000,
    env: {
      ...process.env,
      ...siteEnvironment("unused.db", port),
      NEXT_DIST_DIR: E2E_DIST_DIR,
      DATABASE_URL: databaseUrl,
    },
  });
}

test.describe("an unusable DATABASE_URL", desktopOnly("server behaviour does not depend on the screen"), () => {
  for (const [problem, url] of [
    ["is neither a SQLite file nor a PostgreSQL URL", "mysql://editor@localhost/news"],
    ["names a PostgreSQL server that does not answer", "postgresql://editor@127.0.0.1:1/news"],
    ["points into a folder that cannot be created", "file:/proc/edm-news/news.db"],
  ]) {
    test(`that ${problem} stops npm start with a sentence naming it`, async () => {
      const start = npmStart(url);
      expect(start.error, "npm start must stop by itself").toBeUndefined();
      expect(start.status).not.toBe(0);
      expect(`${start.stdout}${start.stderr}`).toMatch(/DATABASE_URL[^\n]*(must|not usable)/);
      expect(`${start.stdout}`).not.toMatch(/Ready in/);
    });
  }
});
