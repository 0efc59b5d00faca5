import { hasApiCredentials } from "./basic-auth";
import { unauthorized } from "./errors";

/** Readers of the API present its Basic credentials. */
export function requireApiReader(request: Request): void {
  if (!hasApiCredentials(request.headers.get("authorization"))) throw unauthorized();
}

/** Publishing: the API's Basic credentials. */
export async function requirePublisher(request: Request): Promise<void> {
  requireApiReader(request);
}
