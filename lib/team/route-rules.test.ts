// Every route of app/ (its pages and route handlers, named as the build names them) and every server action has its
// row in lib/team/route-rules.ts, and each guarded one is bound to its own row: a new route or action without a rule
// fails here. What the rules do to a person is e2e/team/roles.spec.ts's.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { filesUnder, pageFiles, patternOf, ROOT, routeFiles } from "@/scripts/testing/app-routes";
import { ACTION_RULES, ROUTE_METHODS, ROUTE_RULES, type RoutePattern } from "./route-rules";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);
jest.mock("next-intl/server", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextIntlServer);

const SITE = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;

const rows = ROUTE_RULES as Record<string, { page?: string } & Partial<Record<string, string>>>;
const guardedPage = (pattern: string) => rows[pattern]?.page !== undefined && rows[pattern].page !== "public";

const parsed = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true);

/** The string literals passed as the first argument of every call in the file. */
function firstArguments(source: ts.SourceFile): { callee: string; value: string }[] {
  const found: { callee: string; value: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ callee: node.expression.getText(source), value: node.arguments[0].text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A module whose first statement is the "use server" directive: every export is a server action. */
function serverActionsOf(source: ts.SourceFile): string[] {
  const [first] = source.statements;
  const directive =
    first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text;
  if (directive !== "use server") return [];
  return source.statements.flatMap((statement) =>
    ts.isFunctionDeclaration(statement) &&
    statement.name &&
    statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      ? [statement.name.text]
      : [],
  );
}

describe("the rules of the routes", () => {
  it("have one row for every page and route handler of app/, and none for a route that is not there", () => {
    const routes = [...pageFiles, ...routeFiles].map(patternOf);
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((pattern) => !Object.hasOwn(ROUTE_RULES, pattern))).toEqual([]);
    expect(Object.keys(ROUTE_RULES).filter((pattern) => !routes.includes(pattern))).toEqual([]);
  });

  it("name a page as a page and a route handler by its methods", () => {
    expect(pageFiles.map(patternOf).filter((pattern) => rows[pattern].page === undefined)).toEqual([]);
    expect(routeFiles.map(patternOf).filter((pattern) => rows[pattern].page !== undefined)).toEqual([]);
  });

  it("are asked by every guarded page, each with its own row", () => {
    const guarded = pageFiles.filter((file) => guardedPage(patternOf(file)));
    expect(guarded.length).toBeGreaterThan(10);
    const unbound = guarded.filter((file) => {
      const calls = firstArguments(parsed(file)).filter(({ callee }) => /^requireEditor/.test(callee));
      return !calls.some(({ value }) => value === patternOf(file));
    });
    expect(unbound).toEqual([]);
  });

  it.each(routeFiles.map((file) => [patternOf(file), file]))(
    "hold %s: each method it serves has its rule and a guarded one its own row; the others answer 405",
    async (pattern, file) => {
      const handlers = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      const row = rows[pattern as RoutePattern];
      for (const method of ROUTE_METHODS) {
        const handler = handlers[method] as
          (((request: Request) => Promise<Response>) & { route?: string }) | undefined;
        const rule = row[method];
        if (rule === undefined) {
          if (!handler) continue;
          const answer = await handler(new Request(`${SITE}${pattern}`, { method }));
          expect([method, answer.status]).toEqual([method, 405]);
        } else {
          expect([method, typeof handler]).toEqual([method, "function"]);
          if (rule !== "public") expect([method, handler?.route]).toEqual([method, pattern]);
        }
      }
    },
  );

  it("have one row for every server action of the app", () => {
    const actions = [...filesUnder("app"), ...filesUnder("components"), ...filesUnder("lib")]
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => serverActionsOf(parsed(file)));
    expect(actions).toContain("previewStory");
    expect(actions.sort()).toEqual(Object.keys(ACTION_RULES).sort());
  });
});
