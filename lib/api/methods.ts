// The methods a route does not serve: 405 naming what it does serve, and OPTIONS saying the same.
import "server-only";
import { ApiError } from "../http/api-error";
import { errorResponse } from "../http/error-answer";

const METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"] as const;
type Method = (typeof METHODS)[number];
/** Next.js answers HEAD with the GET handler; OPTIONS is always answered here, with the route's own Allow. */
type Unserved<Served extends Method> = Exclude<Method, Served | ("GET" extends Served ? "HEAD" : never)>;
type Handler = (request: Request) => Response;

/** Also proxy.ts's answer to a method that an address it routes does not take. */
export const methodNotAllowed = (method: string, allow: string) =>
  errorResponse(
    new ApiError("method_not_allowed", `${method} is not allowed here. Allowed: ${allow}.`, undefined, {
      Allow: allow,
    }),
  );

/**
 * Ends every route file rendered per request, e.g.
 * `export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });`.
 * Next.js's own 405 carries no Allow, and its OPTIONS would list these refusals as served. A cached route
 * (feed, news sitemap, share images) must not use it: Next.js renders a route that exports any method but GET on
 * every request. Next.js answers those with 405 and Allow: GET, HEAD itself, and proxy.ts does for share images.
 */
export function otherMethods<Served extends Exclude<Method, "HEAD" | "OPTIONS">>(
  served: Record<Served, unknown>,
): Record<Unserved<Served>, Handler> {
  const allowed = new Set<string>([...Object.keys(served), "OPTIONS"]);
  if (allowed.has("GET")) allowed.add("HEAD");
  const allow = [...allowed].sort().join(", ");
  const refuse: Handler = (request) => methodNotAllowed(request.method, allow);
  const options: Handler = () => new Response(null, { status: 204, headers: { Allow: allow } });
  const unserved = METHODS.filter((method) => !allowed.has(method) || method === "OPTIONS");
  return Object.fromEntries(unserved.map((method) => [method, method === "OPTIONS" ? options : refuse])) as Record<
    Unserved<Served>,
    Handler
  >;
}
