// A production server in a network namespace of its own (unshare, as root): it can reach no host at all, so
// anything that would need the network fails in its log. The tests reach it through a Unix socket.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { prepareDatabase } from "../../../scripts/testing/site-database";
import { E2E_DIST_DIR } from "../../support/environment";
import { siteEnvironment } from "./fault-site";

const NEXT_BIN = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
const BRIDGE = path.join(process.cwd(), "e2e", "faults", "support", "unix-bridge.mjs");

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export type OfflineSite = {
  request: (method: string, path: string, headers?: Record<string, string>, body?: string) => Promise<Answer>;
  output: () => string;
  stop: () => Promise<void>;
};

export async function startOfflineSite(port: number): Promise<OfflineSite> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-offline-"));
  const databaseFile = path.join(folder, "news.db");
  const socketPath = path.join(folder, "site.sock");
  const env = siteEnvironment(databaseFile, port);
  prepareDatabase(databaseFile, env);
  const script = 'ip link set lo up && node "$1" "$2" "$3" & exec node "$4" start --port "$3" --hostname 127.0.0.1';
  const child = spawn(
    "unshare",
    ["--net", "--", "sh", "-c", script, "sh", BRIDGE, socketPath, String(port), NEXT_BIN],
    {
      env: { ...process.env, ...env, NEXT_DIST_DIR: E2E_DIST_DIR, NODE_ENV: "production", PORT: String(port) },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const request: OfflineSite["request"] = (method, target, headers = {}, body) =>
    new Promise((resolve, reject) => {
      const sent = http.request({ socketPath, path: target, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      sent.on("error", reject);
      sent.end(body);
    });

  const stop = async () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
    await exited;
    fs.rmSync(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await request("GET", "/team")).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`The offline site did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { request, output: () => output, stop };
}
