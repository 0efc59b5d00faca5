// Jest's sandbox keeps the time zone it started in, whatever a test sets process.env.TZ to: a check under another
// host zone runs in a process of its own.
import { execFileSync } from "node:child_process";

/** `expression` (JSON), computed after `imports` by a process whose own time zone is `zone`. */
export function inTimeZone(zone: string, imports: string, expression: string): unknown {
  const script = `${imports}\nconsole.log(JSON.stringify(${expression}));`;
  const env = { ...process.env, TZ: zone };
  return JSON.parse(execFileSync("node_modules/.bin/tsx", ["-e", script], { env, encoding: "utf8" }));
}
