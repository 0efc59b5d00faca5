// The browser suites need Debian's Chromium; install it on a fresh machine where we may.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { CHROMIUM_PATH } from "../lib/chromium";

if (!fs.existsSync(CHROMIUM_PATH)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM_PATH}: install Debian's "chromium" package or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
}
