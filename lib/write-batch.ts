import "server-only";

/**
 * Gathers concurrent writes into one transaction: those issued in the same turn of the event loop, and those that
 * arrive while a transaction is being committed. With synchronous=FULL every commit waits for the disk, so under
 * load N posts in one commit cost one flush instead of N (docs/performance.md has the measurements); a lone write
 * waits one turn of the event loop, no more.
 */
export function batchedWrites<Input, Output>(options: {
  /** Writes every input in one transaction; the outputs in the same order. */
  commitAll: (inputs: Input[]) => Promise<Output[]>;
  /** Writes one input alone: how a failed batch finds out whose write failed and why. */
  commitOne: (input: Input) => Promise<Output>;
  maxBatch?: number;
}): (input: Input) => Promise<Output> {
  type Pending = { input: Input; resolve: (output: Output) => void; reject: (error: unknown) => void };
  const { commitAll, commitOne, maxBatch = 64 } = options;
  const waiting: Pending[] = [];
  let committing = false;

  async function commit(batch: Pending[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const outputs = await commitAll(batch.map((pending) => pending.input));
        batch.forEach((pending, index) => pending.resolve(outputs[index]));
        return;
      } catch {
        // The transaction wrote nothing; one at a time, each write gets its own answer (a duplicate id, a full disk).
      }
    }
    for (const pending of batch) await commitOne(pending.input).then(pending.resolve, pending.reject);
  }

  async function drain(): Promise<void> {
    committing = true;
    // One turn of the event loop lets the requests already read reach this queue before the transaction starts.
    await new Promise((resolve) => setImmediate(resolve));
    while (waiting.length > 0) {
      await commit(waiting.splice(0, maxBatch));
    }
    committing = false;
  }

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!committing) void drain();
    });
}
