// Readers hitting the proxy from several connections at once, counting every answer that was not a success.

export type LoadResult = { requests: number; failures: string[] };

export type ReadLoad = {
  /** Resolves once `count` more answers (successes or failures) have come, from the moment it is called. */
  answers: (count: number) => Promise<void>;
  /** Lets the readers finish the fetch they are in, then tells what they met. */
  stop: () => Promise<LoadResult>;
};

/** Loops of fetches over `requests` (each a path and its headers) until stopped. */
export function startReadLoad(
  baseUrl: string,
  requests: { path: string; headers?: Record<string, string> }[],
  connections = 8,
): ReadLoad {
  let stopped = false;
  let answered = 0;
  let waiting: { at: number; resolve: () => void }[] = [];
  const result: LoadResult = { requests: 0, failures: [] };
  const counted = () => {
    answered++;
    for (const waiter of waiting.filter(({ at }) => answered >= at)) waiter.resolve();
    waiting = waiting.filter(({ at }) => answered < at);
  };
  const reader = async (offset: number) => {
    for (let n = offset; !stopped; n++) {
      const { path, headers } = requests[n % requests.length];
      result.requests++;
      try {
        const response = await fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (response.status !== 200) result.failures.push(`${path}: ${response.status}`);
      } catch (error) {
        result.failures.push(`${path}: ${(error as Error).message}`);
      }
      counted();
    }
  };
  const readers = Promise.all(Array.from({ length: connections }, (_, index) => reader(index)));
  return {
    answers: (count) => new Promise((resolve) => waiting.push({ at: answered + count, resolve })),
    stop: async () => {
      stopped = true;
      await readers;
      return result;
    },
  };
}
