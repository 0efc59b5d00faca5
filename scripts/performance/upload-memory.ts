// npx tsx scripts/performance/upload-memory.ts [--dist .next-e2e]: how far uploads lift the production server's memory
// (resident, whole process tree) above its peak after serving pages, for the largest photos the site accepts and for
// the hostile bodies of issue 24. Each case runs on a server started afresh, so each peak is its own. Without --dist,
// the site is built into .next-bench-uploads first.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { fieldFlood } from "../testing/field-flood";
import { phonePhoto, scanBomb } from "../testing/image-fixtures";
import { startNextServer, treeMemory, type NextServer } from "../infra/next-server";
import { prepareDatabase } from "../testing/site-database";
import { buildInto } from "./bench/build";
import { benchSiteEnvironment } from "./bench-site";

const MB = 1024 * 1024;
const { values } = parseArgs({ options: { dist: { type: "string" }, port: { type: "string", default: "3350" } } });
const port = Number(values.port);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-upload-memory-"));
const env = benchSiteEnvironment(folder, port);
const authorization = `Basic ${Buffer.from(`${env.API_USER}:${env.API_PASSWORD}`).toString("base64")}`;

/** The same JPEG under another hash: a comment segment after its start, so the server stores it again. */
const renamed = (jpeg: Buffer, tag: string) =>
  Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe, 0, tag.length + 2]),
    Buffer.from(tag),
    jpeg.subarray(2),
  ]);

/** A 49-megapixel progressive JPEG without chroma subsampling, the costliest ordinary photo to decode (17 MB). */
async function progressive49(): Promise<Buffer> {
  const side = 875;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .resize(7000, 7000)
    .jpeg({ quality: 85, progressive: true, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

function form(bytes: Buffer): FormData {
  const data = new FormData();
  data.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "foto.jpg");
  return data;
}

type Case = { name: string; send: (server: NextServer) => Promise<number>[] };

async function cases(): Promise<Case[]> {
  const upload = (server: NextServer, bytes: Buffer) =>
    fetch(`${server.url}/edmNews/media`, {
      method: "POST",
      headers: { Authorization: authorization },
      body: form(bytes),
    }).then(async (response) => (await response.arrayBuffer(), response.status));
  const [twelve, fortyNine, bomb, flood] = [
    await phonePhoto({ width: 4000, height: 3000 }),
    await progressive49(),
    await scanBomb(),
    fieldFlood(),
  ];
  return [
    { name: "one 12-megapixel phone photo (9 MB, baseline JPEG)", send: (server) => [upload(server, twelve)] },
    { name: "one 49-megapixel progressive JPEG, 4:4:4 (17 MB)", send: (server) => [upload(server, fortyNine)] },
    {
      name: "four such 49-megapixel JPEGs at once",
      send: (server) => ["a", "b", "c", "d"].map((tag) => upload(server, renamed(fortyNine, tag))),
    },
    { name: "the scan bomb (4,002 empty scans, 7000 x 7000)", send: (server) => [upload(server, bomb)] },
    {
      name: "six bodies of 300,000 fields (19 MB each) at once",
      send: (server) =>
        Array.from({ length: 6 }, () =>
          fetch(`${server.url}/edmNews/media`, {
            method: "POST",
            headers: { Authorization: authorization, "Content-Type": flood.contentType },
            body: flood.body,
          }).then(async (response) => (await response.arrayBuffer(), response.status)),
        ),
    },
  ];
}

/** Starts a fresh server, loads a few pages, runs the case and reads the peak it reached above the pages' peak. */
async function measure(distDir: string, { name, send }: Case) {
  fs.rmSync(env.MEDIA_DIR, { recursive: true, force: true });
  const server = await startNextServer({ port, distDir, env });
  try {
    for (let round = 0; round < 20; round += 1) {
      for (const page of ["/", "/post", "/team"]) await (await fetch(`${server.url}${page}`)).arrayBuffer();
    }
    const pages = treeMemory(server.pid).peak;
    const started = performance.now();
    const statuses = await Promise.all(send(server));
    const seconds = (performance.now() - started) / 1000;
    const alive = (await fetch(`${server.url}/team`).catch(() => null))?.status === 200;
    return { name, statuses: statuses.join(" "), seconds, pages, added: treeMemory(server.pid).peak - pages, alive };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  prepareDatabase(path.join(folder, "news.db"), env);
  const distDir = values.dist ?? ".next-bench-uploads";
  if (!values.dist) buildInto(distDir, env, path.join(folder, "build.log"));
  console.log("case | answers | seconds | server after pages | added at peak | still serving");
  for (const item of await cases()) {
    const { name, statuses, seconds, pages, added, alive } = await measure(distDir, item);
    const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
    console.log(
      `${name} | ${statuses} | ${seconds.toFixed(1)} | ${mb(pages)} | +${mb(added)} | ${alive ? "yes" : "no"}`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(folder, { recursive: true, force: true }));
