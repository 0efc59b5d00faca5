// The process's one Prisma client, kept on globalThis: Next.js dev reloads modules, and the server entry
// (server/start-server.ts), bundled apart from Next.js, reaches the app's client there to ask it for
// /readyz and to close it on shutdown.
import { processSlots } from "./process-slots";

/** What the server entry asks of the client. */
export type ProcessDatabase = {
  $queryRawUnsafe<T = unknown>(query: string): Promise<T>;
  $disconnect(): Promise<void>;
};

/** The client `make` returns, made once per process. */
export const keepProcessDatabase = <T extends ProcessDatabase>(make: () => T): T =>
  processSlots.database.keep(make) as T;

/** The app's client, once Next.js has loaded lib/db.ts (instrumentation.ts does at start). */
export const processDatabase = (): ProcessDatabase | undefined => processSlots.database.get();
