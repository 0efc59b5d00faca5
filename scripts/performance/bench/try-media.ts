import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareDatabase } from "../../testing/site-database";
import { memorySampler, startNextServer } from "../../testing/next-server";
import { measure } from "./load";
import { measureUploads } from "./media";

async function main() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "try-media-"));
  const env = {
    DATABASE_URL: `file:${folder}/news.db`, API_USER: "api", API_PASSWORD: "api-password-123456",
    ADMIN_EMAIL: "e@x.mx", ADMIN_PASSWORD: "admin-password-123456",
    SESSION_SECRET: "0123456789abcdef0123456789abcdef0123", SITE_URL: "http://127.0.0.1:3562",
  };
  prepareDatabase(env.DATABASE_URL.slice(5), env);
  const server = await startNextServer({ port: 3562, distDir: ".next-e2e", env, readyPath: "/team" });
  const sampler = memorySampler(server.pid);
  try {
    for (const p of ["/", "/post", "/team", "/post?page=2"]) {
      const m = await measure(server.url, { name: p, path: p, kind: "page" }, { connections: 32, duration: 4 });
      console.log(p, Math.round(m.rps), "rps", Math.round(sampler.sample() / 1048576), "MB");
    }
    const auth = `Basic ${Buffer.from("api:api-password-123456").toString("base64")}`;
    if (process.env.BODIES) {
      const junk = () => { const b = Buffer.alloc(9_300_000, 7); b.set([0xff, 0xd8, 0xff, 0xe0]); return b; };
      const before = sampler.peak();
      const s2 = memorySampler(server.pid, 5);
      const statuses = await Promise.all([0, 1, 2, 3].map(async () => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(junk())]), "x.jpg");
        return (await fetch(`${server.url}/edmNews/media`, { method: "POST", headers: { Authorization: auth }, body: form })).status;
      }));
      console.log("bodies", statuses, Math.round(before / 1048576), "->", Math.round(s2.peak() / 1048576));
      s2.stop();
    }
    const u = await measureUploads(server, auth, sampler.peak());
    console.log(JSON.stringify({ ...u, pagePeakMB: u.pagePeak / 1048576, concurrentPeakMB: u.concurrentPeak / 1048576 }));
    const m = await measure(server.url, { name: "media", path: u.variantPath, kind: "media" }, { connections: 32, duration: 4 });
    const t = await measure(server.url, { name: "team", path: "/team", kind: "reference" }, { connections: 32, duration: 4 });
    console.log("media", Math.round(m.rps), "team", Math.round(t.rps));
  } finally {
    sampler.stop();
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
main();
