import { sessionTokenFrom } from "../auth/cookie";
import { isSameOrigin } from "../auth/same-origin";
import { isLiveSession } from "../auth/session";
import { hasApiCredentials } from "./basic-auth";
import { ApiError, unauthorized } from "./errors";

/** Readers of the API present its Basic credentials. */
export function requireApiReader(request: Request): void {
  if (!hasApiCredentials(request.headers.get("authorization"))) throw unauthorized();
}

export const crossOrigin = () =>
  new ApiError(403, "forbidden", "An editor session only publishes from this site's own pages.");

/** Publishing: the API's Basic credentials, or an editor's session sent by this site's own pages. */
export async function requirePublisher(request: Request): Promise<void> {
  if (hasApiCredentials(request.headers.get("authorization"))) return;
  if (!(await isLiveSession(sessionTokenFrom(request.headers.get("cookie"))))) throw unauthorized();
  if (!isSameOrigin(request)) throw crossOrigin();
}
