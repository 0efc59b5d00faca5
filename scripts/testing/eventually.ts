/**
 * Waits until `check` holds, asking it again every `everyMs`; past `timeoutMs` it fails, saying how long it waited.
 * Resolves with the milliseconds it took. The tests' one way to wait for what happens in the background.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 5_000, everyMs = 10 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`The condition did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return performance.now() - started;
}
