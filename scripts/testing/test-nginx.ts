// deploy/nginx.conf in Debian's nginx for a test, in front of the test's own app servers, everything it writes in a
// folder of its own that `remove` deletes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startNginx, type RunningNginx } from "../operations/cluster/nginx";
import { ensureSystemTools, SYSTEM_TOOLS } from "../infra/system-tools";
import { freePort } from "./free-port";

export async function testNginx(appServers: string[]): Promise<RunningNginx & { remove: () => Promise<void> }> {
  ensureSystemTools([SYSTEM_TOOLS.nginx]);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-nginx-"));
  // nginx's workers run as another user when the suites run as root, and keep the cache in here.
  fs.chmodSync(folder, 0o755);
  const dir = path.join(folder, "nginx");
  const nginx = await startNginx({
    dir,
    port: await freePort(),
    statusPort: await freePort(),
    appServers,
    staticDir: path.join(folder, "static"),
    mediaDir: path.join(folder, "media"),
    cacheDir: path.join(dir, "cache"),
    runDir: path.join(dir, "run"),
  });
  const remove = async () => {
    await nginx.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  };
  return { ...nginx, remove };
}
