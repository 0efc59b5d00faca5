// A rendered page as Next.js hands it to the page cache handler (lib/next-internals.ts holds the fields), for the
// handler's tests and its bench.

/** An APP_PAGE entry kept under `tags`, with the parts the shared cache stores apart (RSC data, segments). */
export const cachedPage = (tags: string[], html = "<p>noticia</p>") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("0:rsc"),
  segmentData: new Map([["/_tree", Buffer.from("segment")]]),
  headers: { "x-next-cache-tags": tags.join(",") },
  postponed: undefined,
  status: 200,
});
