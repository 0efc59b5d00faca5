// Each role of the newsroom against every route handler of the build that asks for a right (lib/team/route-rules.ts,
// read from app/ so a new route is in the table without a line here), by an editor session with its origin and
// publishing token: a role that does not hold the right gets 403 not_permitted before anything is read or changed,
// and a session that must first add a second factor gets 403 from every route but its own account's. The pages and
// the editor's own route handlers are e2e/team/roles.spec.ts's, in a browser.
import path from "node:path";
import { ROOT, patternOf, routeFiles } from "@/scripts/testing/app-routes";
import { activePerson, editorOf, routeCaller } from "@/scripts/testing/route-calls";
import { holds } from "./rights";
import { ROLES, type Role } from "./roles";
import { ROUTE_METHODS, ROUTE_RULES, ruleRight, type Rule } from "./route-rules";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);
jest.mock("next-intl/server", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextIntlServer);

type Handler = (request: Request, context: unknown) => Promise<Response>;

const call = routeCaller("198.51.104");
const rows = ROUTE_RULES as Record<string, Partial<Record<string, Rule>>>;
/** Every dynamic segment of a guarded route, named: the refusal comes before any of them is looked up. */
const context = { params: Promise.resolve({ id: "muestra", slug: "muestra" }) };

/**
 * Each guarded handler of the API: its route, method and the right its rule asks for. The editor's own route handlers
 * (/editor/..., a download, a frame) read the request through next/headers, which needs Next.js's request scope.
 */
const guarded = routeFiles.flatMap((file) => {
  const pattern = patternOf(file);
  if (!pattern.startsWith("/edmNews")) return [];
  return ROUTE_METHODS.flatMap((method) => {
    const rule = rows[pattern][method];
    const asked = rule && ruleRight(rule);
    return asked ? [{ file, pattern, method, right: asked.right }] : [];
  });
});

async function answerTo(session: Record<string, string>, { file, pattern, method }: (typeof guarded)[number]) {
  const handler = ((await import(path.join(ROOT, file))) as Record<string, Handler>)[method];
  const url = pattern.replace(/\[[^\]]+\]/g, "muestra");
  const body = ["POST", "PUT", "PATCH"].includes(method) ? {} : undefined;
  const response = await handler(call(method, url, session, body), context);
  const error = response.status === 403 ? ((await response.json()) as { error: { code: string } }).error : null;
  return { status: response.status, code: error?.code ?? null };
}

test("the table holds every route that asks for a right", () => {
  expect(guarded.length).toBeGreaterThan(30);
  expect(new Set(guarded.map(({ right }) => right))).toEqual(
    new Set(["account", "write", "editAny", "newsroom", "team"]),
  );
});

describe.each(ROLES.filter((role) => role !== "administrador"))("a %s's session", (role: Role) => {
  test("is refused with 403 not_permitted every route its role does not hold", async () => {
    const session = await editorOf((await activePerson(role)).id);
    const kept = guarded.filter(({ right }) => !holds(role, right));
    expect(kept.length).toBeGreaterThan(role === "editor" ? 5 : 15);
    const answers = [];
    for (const route of kept)
      answers.push({ route: `${route.method} ${route.pattern}`, ...(await answerTo(session, route)) });
    expect(answers.filter(({ status, code }) => status !== 403 || code !== "not_permitted")).toEqual([]);
  });
});

test("an Administrador's session that must first add a second factor is refused every route but its account's", async () => {
  const session = await editorOf((await activePerson("administrador")).id, { factorSetup: true });
  const kept = guarded.filter(({ right }) => right !== "account");
  const answers = [];
  for (const route of kept)
    answers.push({ route: `${route.method} ${route.pattern}`, ...(await answerTo(session, route)) });
  expect(answers.filter(({ status, code }) => status !== 403 || code !== "forbidden")).toEqual([]);
});
