// An nginx of our own in front of the app servers: deploy/nginx.conf filled for this machine, with every file it
// writes (logs, cache, temporary bodies, pid) under one folder, in the foreground so that it ends with us.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { nginxSite, type NginxSite } from "./nginx-config";
import { waitUntilListening } from "./ports";
import { supervise } from "../../infra/supervised-child";

const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export type RunningNginx = {
  url: string;
  /** nginx's stub_status page, on loopback. */
  statusUrl: string;
  /** Its JSON access log. */
  accessLog: string;
  pid: number;
  dir: string;
  stop(): Promise<void>;
};

/** The main configuration around the site: what Debian's /etc/nginx/nginx.conf holds on a real host. */
function mainConfig(dir: string, siteFile: string): string {
  const temp = (name: string) => path.join(dir, "temp", name);
  return `daemon off;
worker_processes auto;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events {
    worker_connections 4096;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    # As Debian's: the site's server turns it off (deploy/nginx.conf says why), which the tests check against this.
    tcp_nopush on;
    keepalive_requests 10000;
    client_body_temp_path ${temp("body")};
    proxy_temp_path ${temp("proxy")};
    fastcgi_temp_path ${temp("fastcgi")};
    uwsgi_temp_path ${temp("uwsgi")};
    scgi_temp_path ${temp("scgi")};
    include ${siteFile};
}
`;
}

export async function startNginx(
  options: { dir: string; port: number; statusPort: number } & Omit<NginxSite, "listen" | "statusListen" | "accessLog">,
): Promise<RunningNginx> {
  const { dir, port, statusPort, ...site } = options;
  const accessLog = path.join(dir, "access.log");
  for (const folder of [dir, site.cacheDir, site.runDir, path.join(dir, "temp")])
    fs.mkdirSync(folder, { recursive: true });
  const siteFile = path.join(dir, "site.conf");
  const mainFile = path.join(dir, "nginx.conf");
  const statusListen = `127.0.0.1:${statusPort}`;
  fs.writeFileSync(siteFile, nginxSite({ ...site, listen: `127.0.0.1:${port}`, statusListen, accessLog }));
  fs.writeFileSync(mainFile, mainConfig(dir, siteFile));
  const args = ["-p", dir, "-e", path.join(dir, "error.log"), "-c", mainFile];
  const check = spawnSync(NGINX, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused ${mainFile}:\n${check.stderr}`);

  const child = spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"] });
  // SIGTERM: fast shutdown, the master ends its workers before it exits.
  const { output, exited, stop } = supervise(child);
  try {
    await waitUntilListening(port, exited);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output()}`);
  }
  const statusUrl = `http://${statusListen}/nginx_status`;
  return { url: `http://127.0.0.1:${port}`, statusUrl, accessLog, pid: child.pid!, dir, stop };
}
