// How many rows one statement of the counter's writes carries: far below either database's limit on parameters.
const CHUNK = 250;

export const chunksOf = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) => rows.slice(index * CHUNK, (index + 1) * CHUNK));
