// The browser suites need Debian's Chromium, the sitemap checks Debian's xmllint; install them on a fresh machine
// where we may.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { CHROMIUM_PATH } from "./chromium";

const XMLLINT_PATH = "/usr/bin/xmllint";

const missing = [
  { path: CHROMIUM_PATH, pkg: "chromium", hint: "or set CHROMIUM_PATH" },
  { path: XMLLINT_PATH, pkg: "libxml2-utils", hint: "(it provides xmllint)" },
].filter(({ path }) => !fs.existsSync(path));

if (missing.length > 0) {
  const packages = missing.map(({ pkg }) => pkg).join(" ");
  if (process.getuid?.() !== 0) {
    for (const { path, pkg, hint } of missing)
      console.error(`${path} is missing: install Debian's "${pkg}" package ${hint}.`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages} for the tests...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: "inherit",
  });
}
