// A production server process of its own: the benchmark and the fault tests start, measure and kill it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { packageScript } from "./package-script";

/**
 * `npm start`'s own command, its variables and node's arguments, run without npm in between so that
 * measured memory is the server's alone and production's settings are the same.
 */
function productionCommand(): { env: Record<string, string>; args: string[] } {
  const { env, command, args } = packageScript("start");
  if (command !== "node") throw new Error('package.json\'s start script must run "node" after its variables');
  return { env, args };
}

/** Characters of a server's output kept for the tests that read it: far more than any test makes. */
const OUTPUT_KEPT = 8_000_000;

export type NextServer = {
  url: string;
  pid: number;
  /** Everything the server wrote, for a failing test's message. */
  output: () => string;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

export async function startNextServer(options: {
  port: number;
  distDir: string;
  env: Record<string, string>;
  readyPath?: string;
  timeoutMs?: number;
  /** Where its stdout (the log) goes instead of this process, as it would in production: a file, or /dev/null. */
  logFile?: string;
}): Promise<NextServer> {
  const url = `http://127.0.0.1:${options.port}`;
  await ensurePortFree(options.port);
  // Its own process group, so a stop reaches every process it forks.
  const production = productionCommand();
  const logFd = options.logFile ? fs.openSync(options.logFile, "a") : undefined;
  const child = spawn(process.execPath, production.args, {
    env: {
      ...process.env,
      // Stopped at once: no load balancer waits on these servers, and every stop would otherwise take the grace
      // (SHUTDOWN_GRACE_S, 10 s by default). A test of the drain sets its own.
      SHUTDOWN_GRACE_S: "0",
      ...options.env,
      ...production.env,
      NEXT_DIST_DIR: options.distDir,
      HOST: "127.0.0.1",
      PORT: String(options.port),
      NODE_ENV: "production",
    },
    detached: true,
    stdio: ["ignore", logFd ?? "pipe", "pipe"],
  });
  if (logFd !== undefined) fs.closeSync(logFd);
  let output = "";
  // A line per request: a benchmark's millions would fill this process's memory, so only the latest part is kept.
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > OUTPUT_KEPT * 2) output = output.slice(-OUTPUT_KEPT);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A server of its own process group would outlive an interrupted benchmark or test run.
  const killOnExit = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));

  const server: NextServer = {
    url,
    pid: child.pid!,
    output: () => output,
    exited,
    stop: (signal = "SIGTERM") => stopGroup(child, exited, signal),
  };
  try {
    await waitUntilAnswering(`${url}${options.readyPath ?? "/"}`, exited, options.timeoutMs ?? 60_000);
  } catch (error) {
    await server.stop("SIGKILL");
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return server;
}

/**
 * A server already on the port would answer the readiness check in this one's place, and a caller would then test,
 * and later stop, a server that is not its own.
 */
function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`port ${port} is taken by another server`) : error),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

async function waitUntilAnswering(url: string, exited: Promise<number | null>, timeoutMs: number): Promise<void> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`the server exited before answering ${url}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

async function stopGroup(child: ChildProcess, exited: Promise<number | null>, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const send = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // The group is already gone.
    }
  };
  send(signal);
  const forced = setTimeout(() => send("SIGKILL"), 5_000);
  await exited;
  clearTimeout(forced);
}

/** Resident memory of a process and all its descendants, in bytes, read from /proc. */
export function treeMemory(pid: number): { rss: number; peak: number } {
  let rss = 0;
  let peak = 0;
  for (const id of processTree(pid)) {
    const status = readStatus(id);
    rss += status.VmRSS ?? 0;
    peak += status.VmHWM ?? 0;
  }
  return { rss, peak };
}

function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const list = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (list) children.push(...list.split(/\s+/).map(Number));
    }
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

function readStatus(pid: number): Record<string, number> {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const fields: Record<string, number> = {};
    for (const match of text.matchAll(/^(Vm\w+):\s+(\d+) kB$/gm)) fields[match[1]] = Number(match[2]) * 1024;
    return fields;
  } catch {
    return {};
  }
}

/** Samples the server's memory every few milliseconds and keeps the highest total seen. */
export function memorySampler(pid: number, everyMs = 50) {
  let peak = 0;
  const sample = () => {
    const { rss, peak: hwm } = treeMemory(pid);
    peak = Math.max(peak, rss, hwm);
    return rss;
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    sample,
    peak: () => Math.max(peak, sample()),
    stop: () => clearInterval(timer),
  };
}
