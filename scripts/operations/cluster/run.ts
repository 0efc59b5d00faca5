// npm run cluster [-- --port 3000 --app-servers 2]: the production topology on this machine (docs/cluster.md), with
// its data under data/cluster/, until Ctrl-C or SIGTERM stops every part of it.
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureSystemTools, SYSTEM_TOOLS } from "../../infra/system-tools";
import { secretsFile } from "./secrets";
import { clusterPorts, startCluster, type Cluster } from "./topology";

const DATA_DIR = path.join(process.cwd(), "data", "cluster");

function options() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { port: { type: "string", default: "3000" }, "app-servers": { type: "string", default: "2" } },
  });
  const port = Number(values.port);
  const appServers = Number(values["app-servers"]);
  if (!Number.isInteger(port) || port < 1 || port > 65_000) throw new Error("--port must be a port number");
  if (!Number.isInteger(appServers) || appServers < 1 || appServers > 8) {
    throw new Error("--app-servers must be a whole number from 1 to 8");
  }
  return clusterPorts(port, appServers);
}

function printSummary(cluster: Cluster): void {
  const lines = [
    `The site:      ${cluster.env.SITE_URL} (nginx, ${path.relative(process.cwd(), cluster.nginx.dir)})`,
    `nginx status:  ${cluster.nginx.statusUrl}; access log ${path.relative(process.cwd(), cluster.nginx.accessLog)}`,
    ...cluster.apps.map((app, index) => `App server ${index + 1}:  ${app.url}`),
    ...cluster.services.where,
    `Credentials:   ${path.relative(process.cwd(), secretsFile(DATA_DIR))} (editor: ${cluster.env.ADMIN_EMAIL})`,
    "Ctrl-C stops everything.",
  ];
  console.log(`\n${lines.join("\n")}\n`);
}

async function main(): Promise<void> {
  const ports = options();
  // Debian's nginx, PostgreSQL and Redis, installed when missing and running as root, as the suites do.
  ensureSystemTools([SYSTEM_TOOLS.nginx, SYSTEM_TOOLS.postgresql, SYSTEM_TOOLS.redis]);
  const cluster = await startCluster({ dataDir: DATA_DIR, ports, distDir: ".next" });
  printSummary(cluster);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping nginx, the app servers and the services...`);
    void cluster.stop().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
