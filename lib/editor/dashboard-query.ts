import { z } from "@/lib/zod";
import { POST_STATES } from "@/lib/newsroom/post-state";
import { holds } from "@/lib/team/rights";
import type { Role } from "@/lib/team/roles";
import { pageParamSchema } from "@/lib/validations/list-query";

/** The dashboard's filters: one state, or every post outside the trash. */
export const DASHBOARD_FILTERS = ["all", ...POST_STATES] as const;
export type DashboardFilter = (typeof DASHBOARD_FILTERS)[number];

/** The filters a role's dashboard offers: the trash only to the roles that trash and restore posts. */
export const dashboardFiltersFor = (role: Role): readonly DashboardFilter[] =>
  holds(role, "editAny") ? DASHBOARD_FILTERS : DASHBOARD_FILTERS.filter((filter) => filter !== "trashed");

export const SEARCH_MAX_LENGTH = 200;

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** `?estado=&q=&page=` of /editor; a value it cannot read falls back to the default, except a page (404 later). */
export const dashboardQuerySchema = z
  .object({
    estado: z.preprocess(single, z.enum(DASHBOARD_FILTERS).catch("all")),
    q: z.preprocess(single, z.string().trim().max(SEARCH_MAX_LENGTH).catch("")).default(""),
    page: z.preprocess(single, pageParamSchema.optional()).default(1),
  })
  .transform(({ estado, q, page }) => ({ state: estado, search: q, page }));

export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** The query as `role` may ask it: a filter its dashboard does not offer (the trash, typed in) reads as "all". */
export const dashboardQueryFor = (role: Role, query: DashboardQuery): DashboardQuery =>
  dashboardFiltersFor(role).includes(query.state) ? query : { ...query, state: "all" };

/** The dashboard's address for a query, leaving out what is the default. */
export function dashboardPath({ state, search, page }: Partial<DashboardQuery>): string {
  const params = new URLSearchParams();
  if (state && state !== "all") params.set("estado", state);
  if (search) params.set("q", search);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/editor?${query}` : "/editor";
}
