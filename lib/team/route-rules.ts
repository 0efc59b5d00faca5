// Who may use each page, route handler and server action of the app (docs/team.md): one row per route, named as the
// build names it (route groups left out), so lib/team/route-rules.test.ts can hold every route of app/ against it and
// a new one without a row fails. Pages ask it through requireEditor (components/editor/require-editor.ts), route
// handlers through apiRoute or editorRoute, server actions through editorSessionWith.
import { holds, type Right } from "./rights";
import type { Role } from "./roles";

/**
 * `public`: anyone. `reader`: the API's Basic credentials. `same-origin`: this site's own pages (sign-in and out).
 * A right: a person who holds it, by an editor session or a key (which post is theirs is the newsroom's to decide).
 * `session:` and a right: the same, by an editor session only (keys are managed there, never with a key).
 */
export type Rule = "public" | "reader" | "same-origin" | Right | SessionRule;
export type SessionRule = `session:${Right}`;

export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

type PageRow = { page: Rule };
type HandlerRow = Partial<Record<RouteMethod, Rule>>;

const PUBLIC_PAGE = { page: "public" } as const;
const PUBLIC_GET = { GET: "public" } as const;
const PUBLIC_POST = { POST: "public" } as const;

export const ROUTE_RULES = {
  "/": PUBLIC_PAGE,
  "/[...unknown]": PUBLIC_PAGE,
  "/autor/[slug]": PUBLIC_PAGE,
  "/autor/[slug]/pages/[page]": PUBLIC_PAGE,
  "/boletin": PUBLIC_PAGE,
  "/boletin/baja": PUBLIC_PAGE,
  "/boletin/baja/enviar": PUBLIC_POST,
  "/boletin/cancelada": PUBLIC_PAGE,
  "/boletin/confirmada": PUBLIC_PAGE,
  "/boletin/confirmar": PUBLIC_PAGE,
  "/boletin/confirmar/enviar": PUBLIC_POST,
  "/boletin/enviar": PUBLIC_POST,
  "/boletin/revisa": PUBLIC_PAGE,
  "/buscar": PUBLIC_PAGE,
  "/contact": PUBLIC_PAGE,
  "/conteo": PUBLIC_POST,
  "/cookies": PUBLIC_PAGE,
  "/eventos": PUBLIC_PAGE,
  "/eventos.ics": PUBLIC_GET,
  "/eventos/[id]": PUBLIC_PAGE,
  "/eventos/[id]/calendario.ics": PUBLIC_GET,
  "/eventos/[id]/horarios": PUBLIC_PAGE,
  "/eventos/[id]/horarios/[dia]": PUBLIC_PAGE,
  "/eventos/evento_retirado": PUBLIC_PAGE,
  "/eventos/filtro/[city]/[month]": PUBLIC_PAGE,
  "/eventos/pages/[page]": PUBLIC_PAGE,
  "/eventos/pasados": PUBLIC_PAGE,
  "/eventos/pasados/pages/[page]": PUBLIC_PAGE,
  "/feed.xml": PUBLIC_GET,
  "/plan": PUBLIC_POST,
  "/plan/[token]": PUBLIC_PAGE,
  "/plan/[token]/calendario.ics": PUBLIC_GET,
  "/plan/[token]/cambiar": PUBLIC_POST,
  "/plan/[token]/revocar": PUBLIC_POST,
  "/login": PUBLIC_PAGE,
  "/login/codigo": PUBLIC_PAGE,
  "/login/nueva-clave": PUBLIC_PAGE,
  "/login/olvido": PUBLIC_PAGE,
  "/media/[hash]/[file]": PUBLIC_GET,
  "/news-sitemap.xml": PUBLIC_GET,
  "/post": PUBLIC_PAGE,
  "/post/[id]": PUBLIC_PAGE,
  "/post/[id]/en-vivo.json": PUBLIC_GET,
  "/post/nota_retirada": PUBLIC_PAGE,
  "/post/pages/[page]": PUBLIC_PAGE,
  "/privacidad": PUBLIC_PAGE,
  "/sitemap.xml": PUBLIC_GET,
  "/sitemap/[part]": PUBLIC_GET,
  "/team": PUBLIC_PAGE,
  "/tema": PUBLIC_PAGE,
  "/tema/[slug]": PUBLIC_PAGE,
  "/tema/[slug]/feed.xml": PUBLIC_GET,
  "/tema/[slug]/pages/[page]": PUBLIC_PAGE,

  "/session": { POST: "same-origin", DELETE: "same-origin" },
  "/session/bienvenida": { POST: "same-origin" },
  "/session/codigo": { POST: "same-origin" },
  "/session/nueva-clave": { POST: "same-origin" },
  "/session/olvido": { POST: "same-origin" },
  "/session/passkey": { POST: "same-origin" },
  "/session/passkey/options": { POST: "same-origin" },
  "/editor/bienvenida": PUBLIC_PAGE,

  "/createPost": { page: "write" },
  "/editor": { page: "write" },
  "/editor/posts/[id]": { page: "write" },
  "/editor/posts/[id]/history": { page: "write" },
  "/editor/posts/[id]/en-vivo": { page: "write" },
  "/editor/posts/[id]/preview": { page: "write" },
  "/editor/autores": { page: "newsroom" },
  "/editor/autores/[slug]": { page: "newsroom" },
  "/editor/boletin": { page: "newsroom" },
  "/editor/boletin/suscriptores.csv": { GET: "newsroom" },
  "/editor/boletin/vista-previa": { GET: "newsroom" },
  "/editor/estadisticas": { page: "newsroom" },
  "/editor/eventos": { page: "newsroom" },
  "/editor/eventos/[id]": { page: "newsroom" },
  "/editor/eventos/nuevo": { page: "newsroom" },
  "/editor/equipo": { page: "team" },
  "/editor/registro": { page: "team" },
  "/editor/cuenta": { page: "account" },

  "/edmNews": { GET: "reader" },
  "/edmNews/[id]": { GET: "reader", PATCH: "write", DELETE: "editAny" },
  "/edmNews/[id]/restore": { POST: "write" },
  "/edmNews/[id]/review": { POST: "write" },
  "/edmNews/[id]/review/return": { POST: "editAny" },
  "/edmNews/[id]/revisions": { GET: "reader" },
  "/edmNews/[id]/updates": { GET: "reader", POST: "write" },
  "/edmNews/[id]/updates/[updateId]": { PATCH: "write", DELETE: "write" },
  "/edmNews/authors": { GET: "reader" },
  "/edmNews/authors/[slug]": { GET: "reader", PUT: "newsroom" },
  "/edmNews/createNews": { POST: "write" },
  "/edmNews/events": { GET: "reader", POST: "newsroom" },
  "/edmNews/events/[id]": { GET: "reader", PATCH: "newsroom", DELETE: "newsroom" },
  "/edmNews/media": { POST: "write" },
  "/edmNews/media/[hash]/focus": { POST: "write" },
  "/edmNews/newsletter/editions": { GET: "reader", POST: "newsroom" },
  "/edmNews/newsletter/test": { POST: "newsroom" },
  "/edmNews/newsletter/unsubscribe": { POST: "newsroom" },
  "/edmNews/topics": { GET: "write" },
  "/edmNews/team": { GET: "team", POST: "team" },
  "/edmNews/team/[id]": { PATCH: "team" },
  "/edmNews/team/[id]/invitation": { POST: "team", DELETE: "team" },
  "/edmNews/team/[id]/keys": { GET: "session:team" },
  "/edmNews/team/[id]/factors": { DELETE: "session:team" },
  "/edmNews/team/security": { PUT: "session:team" },
  "/edmNews/keys": { GET: "session:write", POST: "session:write" },
  "/edmNews/account": { PATCH: "session:account" },
  "/edmNews/account/password": { PUT: "session:account" },
  "/edmNews/account/passkeys": { POST: "session:account" },
  "/edmNews/account/passkeys/options": { POST: "session:account" },
  "/edmNews/account/passkeys/[id]": { PATCH: "session:account", DELETE: "session:account" },
  "/edmNews/account/totp": { POST: "session:account", PUT: "session:account", DELETE: "session:account" },
  "/edmNews/account/totp/recovery-codes": { POST: "session:account" },
  "/edmNews/account/sessions": { DELETE: "session:account" },
  "/edmNews/keys/[id]": { DELETE: "session:write" },
} as const satisfies Record<string, PageRow | HandlerRow>;

/** The server actions ("use server" modules' exports), by name. */
export const ACTION_RULES = {
  previewStory: "write",
  suggestId: "write",
} as const satisfies Record<string, Right>;

type Rows = typeof ROUTE_RULES;
export type RoutePattern = keyof Rows;
/** The routes that are pages held by a right. */
export type GuardedPage = { [P in RoutePattern]: Rows[P] extends { page: Right } ? P : never }[RoutePattern];
/** The routes whose handlers answer through apiRoute or editorRoute. */
export type HandlerPattern = { [P in RoutePattern]: Rows[P] extends PageRow ? never : P }[RoutePattern];

/** The rule of a handler's method; HEAD is GET's. Undefined for a method the route does not serve. */
export function handlerRule(pattern: HandlerPattern, method: string): Rule | undefined {
  const row: HandlerRow = ROUTE_RULES[pattern];
  const asked = method === "HEAD" ? "GET" : method;
  return (ROUTE_METHODS as readonly string[]).includes(asked) ? row[asked as RouteMethod] : undefined;
}

export const pageRule = (pattern: GuardedPage): Right => ROUTE_RULES[pattern].page;

/** The right a rule asks for, and whether only an editor session may present it; null for the rules of no role. */
export function ruleRight(rule: Rule): { right: Right; sessionOnly: boolean } | null {
  if (rule === "public" || rule === "reader" || rule === "same-origin") return null;
  const [right, sessionOnly] = rule.startsWith("session:") ? [rule.slice(8), true] : [rule, false];
  return { right: right as Right, sessionOnly };
}

/** Whether a role passes a rule that names a right; the other rules are not about roles. */
export const rolePasses = (role: Role, rule: Rule): boolean => {
  const asked = ruleRight(rule);
  return asked === null || holds(role, asked.right);
};
