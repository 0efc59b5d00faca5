// The site's log lines as a unit test sees them: the real logger (lib/log/logger.ts), writing into memory instead of
// stdout, each line parsed as the JSON it must be.
import { Writable } from "node:stream";
import { createLogger, installLogger } from "../../lib/log/logger";

export type LogLine = Record<string, unknown> & { level: string; msg?: string };

export type CapturedLog = { lines: () => LogLine[]; text: () => string; restore: () => void };

export function captureLog(): CapturedLog {
  let text = "";
  const memory = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const previous = installLogger(createLogger(memory));
  return {
    text: () => text,
    lines: () =>
      text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    restore: () => void installLogger(previous),
  };
}
