import "server-only";
import { parseEnv, type Env } from "./env-schema";

let cached: Env | undefined;

/** The site's settings, parsed once (see env-schema.ts); a bad value stops the start with a sentence naming it. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
