// Who the site is to an authenticator (docs/team.md, step 7): the host of SITE_URL is the relying party's id, its
// origin the only one a ceremony may come from. A passkey made for one host signs in to that host alone, so changing
// SITE_URL's host leaves every passkey unusable (and passwords working).
import "server-only";
import { env } from "../env";
import { site } from "../site";

export function relyingParty(): { id: string; name: string; origin: string } {
  const url = new URL(env().SITE_URL);
  return { id: url.hostname, name: site.product, origin: url.origin };
}
