import { credentials } from "../credentials";
import { sameSecret } from "../same-secret";

export function parseBasicAuth(header: string | null): { user: string; password: string } | null {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const separator = decoded.indexOf(":");
  if (separator < 0) return null;
  return { user: decoded.slice(0, separator), password: decoded.slice(separator + 1) };
}

export function hasApiCredentials(header: string | null): boolean {
  const given = parseBasicAuth(header);
  const { apiUser, apiPassword } = credentials();
  const user = sameSecret(given?.user ?? "", apiUser);
  const password = sameSecret(given?.password ?? "", apiPassword);
  return given !== null && user && password;
}
