// One wrk load against one address: autocannon, on one core of Node.js, cannot make the load nginx answers.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export type WrkRun = { rps: number; p50: number; p99: number; requests: number; errors: number };

/** Milliseconds from wrk's "1.23ms", "850.00us" or "1.01s". */
function ms(value: string): number {
  const [, number, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(value) ?? [];
  if (number === undefined) throw new Error(`wrk printed an unreadable latency "${value}"`);
  return Number(number) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit as "us" | "ms" | "s" | "m"];
}

const field = (output: string, pattern: RegExp) => pattern.exec(output)?.slice(1) ?? [];

export function parseWrk(output: string): WrkRun {
  const [rps] = field(output, /Requests\/sec:\s+([\d.]+)/);
  const [requests] = field(output, /(\d+) requests in/);
  if (rps === undefined || requests === undefined) throw new Error(`wrk printed no rate:\n${output}`);
  const [non2xx = "0"] = field(output, /Non-2xx or 3xx responses: (\d+)/);
  const socket = field(output, /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    rps: Number(rps),
    p50: ms(field(output, /^\s+50%\s+(\S+)$/m)[0] ?? "0ms"),
    p99: ms(field(output, /^\s+99%\s+(\S+)$/m)[0] ?? "0ms"),
    requests: Number(requests),
    errors: Number(non2xx) + socket.reduce((sum, count) => sum + Number(count), 0),
  };
}

/** What a load asks for: compressed answers as browsers do, or the whole bytes as a crawler or `curl` may. */
export type Encoding = "gzip" | "identity";

/** As browsers ask by default: compressed answers, so that the proxy's cached bytes are the ones measured. */
export async function wrk(
  url: string,
  settings: { connections: number; duration: number },
  encoding: Encoding = "gzip",
): Promise<WrkRun> {
  const args = [
    "-t1",
    `-c${settings.connections}`,
    `-d${settings.duration}s`,
    "--latency",
    "-H",
    `Accept-Encoding: ${encoding}`,
  ];
  const { stdout } = await run("wrk", [...args, url], { maxBuffer: 1024 * 1024 });
  return parseWrk(stdout);
}
