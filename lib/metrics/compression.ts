// Answers the server entry gzipped whole (server/compression.ts): made for the first answer with their bytes, or
// reused from the compressed answers it keeps. A steady rate of `made` for unchanged pages says that memory is too
// small.
import { listedCounter } from "./registry";

const answers = listedCounter(
  "edm_compressed_answers_total",
  "Answers any cache may keep, gzipped whole: made for these bytes, or reused",
  "gzip",
  ["made", "reused"],
);

/** Each label's series, found once: it is counted for every page served from the cache. */
const made = answers.labels({ gzip: "made" });
const reused = answers.labels({ gzip: "reused" });

export function countCompressedAnswer(wasKept: boolean): void {
  (wasKept ? reused : made).inc();
}
