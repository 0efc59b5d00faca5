// The suites need Debian's Chromium (browsers), xmllint (sitemaps), Java (the HTML checker vnu.jar), PostgreSQL and
// Redis (the shared database and page cache), nginx and wrk (the cluster suite and its bench); install them on a fresh
// machine where we may.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { CHROMIUM_PATH } from "./chromium";

/** Debian's switch that keeps a package's service from starting when it is installed. */
const SERVICE_POLICY = "/usr/sbin/policy-rc.d";

const missing = [
  { path: CHROMIUM_PATH, pkg: "chromium", hint: "or set CHROMIUM_PATH" },
  { path: "/usr/bin/xmllint", pkg: "libxml2-utils", hint: "(it provides xmllint)" },
  { path: "/usr/bin/java", pkg: "default-jre-headless", hint: "(the HTML checker, vnu.jar, runs on it)" },
  { path: "/usr/lib/postgresql/15/bin/postgres", pkg: "postgresql", hint: "(version 15)" },
  { path: "/usr/bin/redis-server", pkg: "redis-server", hint: "" },
  { path: "/usr/sbin/nginx", pkg: "nginx-light", hint: "" },
  { path: "/usr/bin/wrk", pkg: "wrk", hint: "" },
].filter(({ path }) => !fs.existsSync(path));

if (missing.length > 0) {
  const packages = missing.map(({ pkg }) => pkg).join(" ");
  if (process.getuid?.() !== 0) {
    for (const { path, pkg, hint } of missing)
      console.error(`${path} is missing: install Debian's "${pkg}" package ${hint}.`.replace(" .", "."));
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages} for the tests...`);
  // The suites start their own servers on their own ports: the packages' system services must not start.
  const ownPolicy = !fs.existsSync(SERVICE_POLICY);
  if (ownPolicy) fs.writeFileSync(SERVICE_POLICY, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: "inherit",
    });
  } finally {
    if (ownPolicy) fs.rmSync(SERVICE_POLICY);
  }
}
