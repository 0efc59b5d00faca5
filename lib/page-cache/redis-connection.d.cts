// The types of redis-connection.cjs, for the app's TypeScript that shares its connection.
export type RedisConnection = {
  client: { isReady: boolean };
  send(args: string[], options?: { buffers?: boolean }): Promise<unknown>;
  onReady(listener: () => void): void;
  close(): void;
};

export function sharedRedis(): RedisConnection | null;
export const COMMAND_TIMEOUT_MS: number;
