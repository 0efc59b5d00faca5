// The whole topology on this machine: the shared services, one build, N app servers on loopback ports and nginx in
// front. `npm run cluster`, the cluster suite and `npm run bench -- --cluster` all start it here.
import fs from "node:fs";
import path from "node:path";
import { startNextServer, type NextServer } from "../../infra/next-server";
import { ensureBuild } from "./build";
import { prepareDatabase } from "./database";
import { startNginx, type RunningNginx } from "./nginx";
import { clusterSecrets } from "./secrets";
import { startSharedServices, type SharedServices } from "./services";

export type ClusterPorts = { proxy: number; apps: number[]; postgres: number; redis: number; nginxStatus: number };

/** Everything on ports next to the proxy's: the app servers right after it, the services ten above. */
export const clusterPorts = (proxy: number, appServers = 2): ClusterPorts => ({
  proxy,
  apps: Array.from({ length: appServers }, (_, index) => proxy + 1 + index),
  postgres: proxy + 10,
  redis: proxy + 11,
  nginxStatus: proxy + 12,
});

export type AppServer = {
  url: string;
  port: number;
  /** The running process, or undefined while stopped. */
  process(): NextServer | undefined;
  start(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export type Cluster = {
  proxyUrl: string;
  apps: AppServer[];
  services: SharedServices;
  nginx: RunningNginx;
  /** The settings every app server runs with (credentials included). */
  env: Record<string, string>;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  dataDir: string;
  ports: ClusterPorts;
  /** The build every app server runs (made when missing). */
  distDir: string;
  /** The address readers use; by default the proxy's. */
  siteUrl?: string;
  /** Test data: the database may skip its flushes. */
  throwaway?: boolean;
  /** Settings of the app servers' own on top of the cluster's (a shutdown grace). */
  appSettings?: Record<string, string>;
};

function appServer(port: number, distDir: string, env: Record<string, string>): AppServer {
  let running: NextServer | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    process: () => running,
    async start() {
      running ??= await startNextServer({ port, distDir, env, readyPath: "/team" });
    },
    async stop(signal) {
      const server = running;
      running = undefined;
      await server?.stop(signal);
    },
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dataDir, ports, distDir } = options;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((error: unknown) => console.error(error));
  };
  try {
    // Before PostgreSQL's helper makes it owner-only: its own user and nginx's workers reach their folders through it.
    fs.mkdirSync(dataDir, { recursive: true });
    const services = await startSharedServices({ dataDir, ports, throwaway: options.throwaway });
    stops.push(() => services.stop());
    const env: Record<string, string> = {
      ...clusterSecrets(dataDir),
      ...services.env,
      SITE_URL: options.siteUrl ?? `http://localhost:${ports.proxy}`,
      MEDIA_DIR: path.join(dataDir, "media"),
      // nginx is on this machine: its X-Forwarded-For names the reader.
      TRUSTED_PROXIES: "127.0.0.1",
      ...options.appSettings,
    };
    prepareDatabase(env);
    // The build renders against the database alone; the page cache is the running servers' business.
    ensureBuild(distDir, { ...env, REDIS_URL: "" });
    const apps = ports.apps.map((port) => appServer(port, distDir, env));
    stops.push(async () => void (await Promise.all(apps.map((app) => app.stop()))));
    await Promise.all(apps.map((app) => app.start()));
    const nginxDir = path.join(dataDir, "nginx");
    const nginx = await startNginx({
      dir: nginxDir,
      port: ports.proxy,
      statusPort: ports.nginxStatus,
      appServers: apps.map((app) => `127.0.0.1:${app.port}`),
      staticDir: path.join(distDir, "static"),
      mediaDir: env.MEDIA_DIR,
      cacheDir: path.join(nginxDir, "cache"),
      runDir: path.join(nginxDir, "run"),
    });
    stops.push(() => nginx.stop());
    return { proxyUrl: nginx.url, apps, services, nginx, env, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
