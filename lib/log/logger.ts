// The server's log: one JSON object per line on stdout, through pino, for a log shipper to read as it comes. No
// transport: pino's transports run in worker threads, which do not load inside Next.js's bundle. Kept on globalThis
// for the same reason as the request context (request-context.ts): one logger, one stream, whoever loads it.
import pino, { type Logger } from "pino";
import { settings } from "../env-schema";
import { processSlots } from "../process-slots";
import { currentRequestId } from "./request-context";
import { errorFields } from "./logged-text";

/** LOG_LEVEL as the schema read it; a configuration that does not parse stops the start elsewhere, with its reason. */
function configuredLevel(): string {
  try {
    return settings().LOG_LEVEL;
  } catch {
    return "info";
  }
}

/** The site's logger writing to `destination`: stdout in the server, a test's own stream in the unit tests. */
export function createLogger(destination: pino.DestinationStream = standardOutput()): Logger {
  return pino(
    {
      level: configuredLevel(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      serializers: { err: errorFields },
    },
    destination,
  );
}

/**
 * In production the lines are written while the next request is served, not one write per line in its way; pino
 * flushes what is left when the process exits.
 */
// eslint-disable-next-line no-restricted-properties -- the build's mode, which Next.js sets, not a setting of the site.
const standardOutput = () => pino.destination({ dest: 1, sync: process.env.NODE_ENV !== "production" });

/** Puts `next` in place of the process's logger and gives back the one it replaced (the unit tests' seam). */
export const installLogger = (next: Logger | undefined): Logger | undefined => processSlots.logger.put(next);

export const logger = (): Logger => processSlots.logger.keep(createLogger);

/** One line at level error: `what` went wrong, in the server's own words, and the error with its stack. */
export function logError(what: string, error: unknown): void {
  logger().error({ err: error }, what);
}
