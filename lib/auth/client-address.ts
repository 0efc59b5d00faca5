import "server-only";

/** The client address the server entry pinned into X-Forwarded-For (server/start-server.ts). */
export function clientAddress(request: Request): string {
  return request.headers.get("x-forwarded-for")?.trim() || "unknown";
}
