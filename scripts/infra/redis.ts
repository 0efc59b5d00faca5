// A redis-server of its own on a loopback port, for the tests and the local cluster: the shared page cache
// (docs/caching.md, Shared cache).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { supervise } from "./supervised-child";

export type RedisServer = {
  url: string;
  /** redis-server's process id, for a test that pauses it. */
  pid: number;
  stop(): Promise<void>;
};

/**
 * Nothing is written to disk (a cache is rebuilt from the database), and under `maxMemoryMb` Redis evicts the least
 * recently used page among the keys that expire: the tag refresh times never expire, so they are never evicted.
 */
export async function startRedis(options: {
  dataDir: string;
  port: number;
  maxMemoryMb?: number;
}): Promise<RedisServer> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(
    "redis-server",
    [
      "--bind",
      "127.0.0.1",
      "--port",
      String(options.port),
      "--dir",
      options.dataDir,
      "--save",
      "",
      "--appendonly",
      "no",
      "--maxmemory",
      `${options.maxMemoryMb ?? 64}mb`,
      "--maxmemory-policy",
      "volatile-lru",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const { output, exited, stop } = supervise(child);
  try {
    await waitForPong(options.port, exited, 10_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output()}`);
  }
  return { url: `redis://127.0.0.1:${options.port}`, pid: child.pid!, stop };
}

async function waitForPong(port: number, exited: Promise<void>, timeoutMs: number): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`redis-server on port ${port} exited before answering`);
    if (await pongs(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer PING within ${timeoutMs} ms`);
}

function pongs(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    let reply = "";
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      reply += chunk.toString();
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"));
    });
  });
}
