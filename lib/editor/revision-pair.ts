import { z } from "@/lib/zod";
import { pageParamSchema } from "@/lib/validations/list-query";

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const revisionNumber = z.preprocess(single, pageParamSchema.optional()).catch(undefined);
const pairQuerySchema = z.object({ desde: revisionNumber, hasta: revisionNumber });

/**
 * The two revisions the history compares (`revisions` newest first): those named by ?desde= and ?hasta=, or the one
 * before the newest and the newest. A number the post does not have falls back the same way.
 */
export function revisionPair<Revision extends { number: number }>(
  revisions: Revision[],
  query: Record<string, unknown>,
): { from: Revision; to: Revision } {
  const { desde, hasta } = pairQuerySchema.parse(query);
  const find = (number: number | undefined) => revisions.find((revision) => revision.number === number);
  return {
    from: find(desde) ?? revisions[Math.min(1, revisions.length - 1)],
    to: find(hasta) ?? revisions[0],
  };
}
