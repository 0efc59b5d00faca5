// Readers hitting the proxy from several connections at once, counting every answer that was not a success.

export type LoadResult = { requests: number; failures: string[] };

/** Loops of fetches over `requests` (each a path and its headers) until `stop` resolves. */
export async function readLoad(
  baseUrl: string,
  requests: { path: string; headers?: Record<string, string> }[],
  stop: Promise<void>,
  connections = 8,
): Promise<LoadResult> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const result: LoadResult = { requests: 0, failures: [] };
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
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => reader(index)));
  return result;
}
