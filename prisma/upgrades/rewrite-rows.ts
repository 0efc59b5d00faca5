// The walk every upgrade of stored rows makes: a batch at a time, in a fixed order, writing only the rows that change.

/** Rows read at a time: an archive of 100,000 posts is never in memory at once. */
export const BATCH = 500;

/** Reads every row (`read` takes how many to skip) and writes the ones `change` changes; how many it wrote. */
export async function rewriteRows<Row, Data>(
  read: (skip: number) => Promise<Row[]>,
  change: (row: Row) => Data | null | Promise<Data | null>,
  write: (row: Row, data: Data) => Promise<unknown>,
): Promise<number> {
  let rewritten = 0;
  for (let skip = 0; ; skip += BATCH) {
    const rows = await read(skip);
    for (const row of rows) {
      const data = await change(row);
      if (data === null) continue;
      await write(row, data);
      rewritten++;
    }
    if (rows.length < BATCH) return rewritten;
  }
}
