import { AUDIT_KINDS } from "@/lib/audit/record";
import { z } from "@/lib/zod";
import { pageParamSchema } from "@/lib/validations/list-query";
import { AUDIT_EDITOR_PATH } from "./editor-paths";

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess(single, schema.optional().catch(undefined));

/** `?persona=&tipo=&pagina=` of /editor/registro; a filter it cannot read is dropped, a page it cannot read is a 404. */
export const auditQuerySchema = z
  .object({
    persona: optionalFilter(z.string().min(1).max(64)),
    tipo: optionalFilter(z.enum(AUDIT_KINDS)),
    pagina: z.preprocess(single, pageParamSchema.optional()).default(1),
  })
  .transform(({ persona, tipo, pagina }) => ({ actorId: persona, kind: tipo, page: pagina }));

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** The log's address for a query, leaving out what is the default. */
export function auditPath({ actorId, kind, page }: Partial<AuditQuery>): string {
  const params = new URLSearchParams();
  if (actorId) params.set("persona", actorId);
  if (kind) params.set("tipo", kind);
  if (page && page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `${AUDIT_EDITOR_PATH}?${query}` : AUDIT_EDITOR_PATH;
}
