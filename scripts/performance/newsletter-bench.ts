// npx tsx --conditions=react-server scripts/performance/newsletter-bench.ts [--dist .next-bench-newsletter]
// [--subscribers 10000] [--rate 1000] [--duration 10]: a production server sends the boletín to 10,000 confirmed
// addresses through a local SMTP server (its own upkeep picks the edition up, as after "Enviar") while readers load
// `/` and `/team`: mails per second, the server's peak memory, and `/` against `/team` while it sends. Not a test:
// run it on a quiet machine. Without --dist, the site is built into .next-bench-newsletter first.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { memorySampler, startNextServer, treeMemory } from "../infra/next-server";
import { prepareDatabase } from "../testing/site-database";
import { buildInto } from "./bench/build";
import { measure, settle } from "./bench/load";
import { benchSiteEnvironment } from "./bench-site";

const { values } = parseArgs({
  options: {
    dist: { type: "string" },
    port: { type: "string", default: "3362" },
    subscribers: { type: "string", default: "10000" },
    rate: { type: "string", default: "1000" },
    duration: { type: "string", default: "10" },
  },
});
const port = Number(values.port);
const total = Number(values.subscribers);
const READERS = { connections: 32, duration: Number(values.duration) };
const MB = 1024 * 1024;

/** An SMTP server that takes every mail and keeps only when it came: parsing 10,000 mails would load the machine. */
async function smtpSink() {
  const times: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        times.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: smtpPort } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    times,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** `total` confirmed subscribers, written in one transaction beside the sample posts. */
function addSubscribers(file: string): void {
  const database = new Database(file);
  const insert = database.prepare(`INSERT INTO "Subscriber" ("email", "state") VALUES (?, 'confirmed')`);
  database.transaction(() => {
    for (let index = 0; index < total; index++) insert.run(`lector${index}@bench.test`);
  })();
  database.close();
}

const rps = (result: { rps: number }) => Math.round(result.rps);

async function main(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-newsletter-bench-"));
  const sink = await smtpSink();
  const env = { ...benchSiteEnvironment(folder, port), SMTP_URL: sink.url, NEWSLETTER_RATE: values.rate! };
  const file = path.join(folder, "news.db");
  const distDir = values.dist ?? ".next-bench-newsletter";
  prepareDatabase(file, env);
  if (!values.dist) buildInto(distDir, env, path.join(folder, "build.log"));
  addSubscribers(file);
  Object.assign(process.env, env);
  try {
    let server = await startNextServer({ port, distDir, env });
    for (const page of ["/", "/team"]) await (await fetch(`${server.url}${page}`)).arrayBuffer();
    const quietTeam = await measure(server.url, { name: "/team", path: "/team", kind: "page" }, READERS);
    await settle(server.url);
    const quietHome = await measure(server.url, { name: "/", path: "/", kind: "page" }, READERS);
    const quietMemory = treeMemory(server.pid).rss;
    await server.stop();

    const { startEdition } = await import("../../lib/newsletter/editions");
    const { db } = await import("../../lib/db");
    await db.post.updateMany({ where: { liveAt: { not: null } }, data: { liveAt: new Date(Date.now() - 60_000) } });
    const edition = await startEdition(new Date());
    if (!edition.started) throw new Error(`The edition did not start: ${edition.reason}`);

    // Its upkeep finds the unfinished edition at start and sends it.
    server = await startNextServer({ port, distDir, env });
    const memory = memorySampler(server.pid);
    const started = performance.now();
    const home = await measure(server.url, { name: "/", path: "/", kind: "page" }, READERS);
    const team = await measure(server.url, { name: "/team", path: "/team", kind: "page" }, READERS);
    const sentWhileMeasured = sink.times.length;
    while (sink.times.length < edition.recipients && performance.now() - started < 30 * 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    memory.stop();
    const seconds = (sink.times.at(-1)! - sink.times[0]) / 1000;
    const deliveries = await db.editionDelivery.groupBy({ by: ["state"], _count: { _all: true } });
    await db.$disconnect();
    await server.stop();
    console.table([
      {
        when: "quiet",
        "/ req/s": rps(quietHome),
        "/team req/s": rps(quietTeam),
        "RSS MB": Math.round(quietMemory / MB),
      },
      {
        when: "sending",
        "/ req/s": rps(home),
        "/team req/s": rps(team),
        "RSS MB": Math.round(memory.peak() / MB),
      },
    ]);
    console.log(
      `${sink.times.length} mails in ${seconds.toFixed(1)} s: ${(sink.times.length / seconds).toFixed(0)} mails/s ` +
        `(asked ${values.rate}/s); ${sentWhileMeasured} of them while / and /team were measured.`,
    );
    console.log(
      `While sending, / had ${Math.round((home.rps / quietTeam.rps) * 100)}% of quiet /team's throughput, ` +
        `${Math.round((home.rps / team.rps) * 100)}% of /team's at the same time; p99 / ${home.p99} ms.`,
    );
    console.log(`Deliveries: ${deliveries.map(({ state, _count }) => `${state} ${_count._all}`).join(", ")}`);
  } finally {
    await sink.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
