// Debian's programs that `npm run cluster` and the suites start or call: each caller names the ones it needs, and they
// are installed on a fresh machine where we may (as root).
import { execSync } from "node:child_process";
import fs from "node:fs";

export type SystemTool = { path: string; pkg: string; hint?: string };

export const SYSTEM_TOOLS = {
  postgresql: { path: "/usr/lib/postgresql/15/bin/postgres", pkg: "postgresql", hint: "(version 15)" },
  redis: { path: "/usr/bin/redis-server", pkg: "redis-server" },
  nginx: { path: "/usr/sbin/nginx", pkg: "nginx-light" },
  wrk: { path: "/usr/bin/wrk", pkg: "wrk" },
  xmllint: { path: "/usr/bin/xmllint", pkg: "libxml2-utils", hint: "(it provides xmllint)" },
  java: { path: "/usr/bin/java", pkg: "default-jre-headless", hint: "(the HTML checker, vnu.jar, runs on it)" },
} satisfies Record<string, SystemTool>;

/** Debian's switch that keeps a package's service from starting when it is installed. */
const SERVICE_POLICY = "/usr/sbin/policy-rc.d";

/** Installs the missing ones as root; otherwise names them and exits. */
export function ensureSystemTools(tools: SystemTool[]): void {
  const missing = tools.filter(({ path }) => !fs.existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(({ pkg }) => pkg).join(" ");
  if (process.getuid?.() !== 0) {
    for (const { path, pkg, hint = "" } of missing)
      console.error(`${path} is missing: install Debian's "${pkg}" package ${hint}.`.replace(" .", "."));
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages}...`);
  // The suites and the cluster start their own servers on their own ports: the packages' system services must not.
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
