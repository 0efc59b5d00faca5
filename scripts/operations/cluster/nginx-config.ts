// deploy/nginx.conf with its {{NAME}}s filled. `npm run cluster` writes it for its own nginx; on a real host,
//   npx tsx scripts/operations/cluster/nginx-config.ts --listen 80 --app 10.0.0.11:3000 --app 10.0.0.12:3000 \
//     --static /srv/pulso/.next/static --media /srv/pulso/media --cache /var/cache/nginx/pulso --run /run/nginx
// prints it for /etc/nginx/conf.d/ (docs/cluster.md).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PROXY_IDLE_MS } from "../../../server/shutdown";
import { HTTPS_COOKIE_PREFIX, SESSION_COOKIE } from "../../../lib/editor-credential-names";
import { VARIANT_NAME_PATTERNS } from "../../../lib/media/variants";

const TEMPLATE = path.join(process.cwd(), "deploy", "nginx.conf");

/**
 * How long nginx leaves alone an app server that refused it once. A server it skipped this way is not tried again
 * before the time is up, even once it is ready: a rolling restart's drain must outlast it (docs/cluster.md).
 */
export const PROXY_FAIL_TIMEOUT_S = 2;

export type NginxSite = {
  /** What nginx listens on: a port, or address:port. */
  listen: string;
  /** Where nginx's own numbers (stub_status) answer: a loopback address:port. */
  statusListen: string;
  /** The file of the JSON access log. */
  accessLog: string;
  /** The app servers, as host:port. */
  appServers: string[];
  /** The build's static files (`<dist dir>/static`). */
  staticDir: string;
  mediaDir: string;
  cacheDir: string;
  /** Where nginx may put its own socket for the stamping hop. */
  runDir: string;
};

export function nginxSite(site: NginxSite): string {
  const values: Record<string, string> = {
    LISTEN: site.listen,
    STATUS_LISTEN: site.statusListen,
    ACCESS_LOG: path.resolve(site.accessLog),
    APP_SERVERS: site.appServers
      .map((server) => `    server ${server} max_fails=1 fail_timeout=${PROXY_FAIL_TIMEOUT_S}s;`)
      .join("\n"),
    PROXY_IDLE_S: String(PROXY_IDLE_MS / 1000),
    STATIC_DIR: path.resolve(site.staticDir),
    MEDIA_DIR: path.resolve(site.mediaDir),
    CACHE_DIR: path.resolve(site.cacheDir),
    RUN_DIR: path.resolve(site.runDir),
    SESSION_COOKIE,
    HTTPS_COOKIE_PREFIX,
    MEDIA_VARIANTS: VARIANT_NAME_PATTERNS.join("|"),
  };
  return fs.readFileSync(TEMPLATE, "utf8").replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf names ${placeholder}, which nothing fills`);
    return values[name];
  });
}

function printForHost(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    options: {
      listen: { type: "string", default: "80" },
      status: { type: "string", default: "127.0.0.1:8081" },
      "access-log": { type: "string", default: "/var/log/nginx/pulso-access.log" },
      app: { type: "string", multiple: true },
      static: { type: "string" },
      media: { type: "string" },
      cache: { type: "string", default: "/var/cache/nginx/pulso" },
      run: { type: "string", default: "/run/nginx" },
    },
  });
  if (!values.app?.length || !values.static || !values.media) {
    throw new Error("Give --app host:port (once per app server), --static <dist dir>/static and --media <folder>");
  }
  const site = {
    listen: values.listen,
    statusListen: values.status,
    accessLog: values["access-log"],
    appServers: values.app,
    staticDir: values.static,
    mediaDir: values.media,
    cacheDir: values.cache,
    runDir: values.run,
  };
  process.stdout.write(nginxSite(site));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  try {
    printForHost(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
