import { batchedWrites } from "./write-batch";

/** A commit that stays open until released, recording what each transaction held. */
function ledger(failing: string[] = []) {
  const transactions: string[][] = [];
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const hold = () => (gate = new Promise<void>((resolve) => (release = resolve)));
  const write = async (inputs: string[]) => {
    await gate;
    if (inputs.some((input) => failing.includes(input))) throw new Error(`cannot write ${inputs.join(",")}`);
    transactions.push(inputs);
    return inputs.map((input) => input.toUpperCase());
  };
  return {
    transactions,
    hold,
    release: () => release(),
    writer: (maxBatch?: number) =>
      batchedWrites<string, string>({
        commitAll: write,
        commitOne: async (input) => (await write([input]))[0],
        maxBatch,
      }),
  };
}

describe("batchedWrites", () => {
  it("commits a lone write at once, by itself", async () => {
    const book = ledger();
    await expect(book.writer()("a")).resolves.toBe("A");
    expect(book.transactions).toEqual([["a"]]);
  });

  it("commits writes issued together in one transaction, each caller getting its own result", async () => {
    const book = ledger();
    const write = book.writer();
    expect(await Promise.all(["a", "b", "c"].map((input) => write(input)))).toEqual(["A", "B", "C"]);
    expect(book.transactions).toEqual([["a", "b", "c"]]);
  });

  it("commits the writes that arrived during a commit together, in the next transaction", async () => {
    const book = ledger();
    const write = book.writer();
    book.hold();
    const first = write("a");
    await new Promise((resolve) => setImmediate(resolve));
    const rest = ["b", "c", "d"].map((input) => write(input));
    book.release();
    expect(await Promise.all([first, ...rest])).toEqual(["A", "B", "C", "D"]);
    expect(book.transactions).toEqual([["a"], ["b", "c", "d"]]);
  });

  it("never puts more than maxBatch writes in one transaction", async () => {
    const book = ledger();
    const write = book.writer(2);
    await Promise.all(["a", "b", "c", "d", "e"].map((input) => write(input)));
    expect(book.transactions).toEqual([["a", "b"], ["c", "d"], ["e"]]);
  });

  it("retries a failed batch one write at a time, so only the bad write fails", async () => {
    const book = ledger(["bad"]);
    const write = book.writer();
    book.hold();
    const first = write("a");
    const results = ["b", "bad", "c"].map((input) => write(input).catch((error: Error) => error.message));
    book.release();
    await first;
    expect(await Promise.all(results)).toEqual(["B", "cannot write bad", "C"]);
    expect(book.transactions).toEqual([["a"], ["b"], ["c"]]);
  });
});
