// npm run team:account -- --email ana@example.mx --role editor [--name "Ana López"], the password on standard input
// (never on the command line, which every user of the machine can read): creates the account, active, or gives an
// existing one that role and password, ends its sessions and removes its second factors (authenticator app, recovery
// codes, passkeys). The operator's door to the team before invitations by
// mail, and the recovery of a newsroom whose last Administrador lost every way in (docs/team.md).
import { parseArgs } from "node:util";
import { ROLES, type Role } from "../../lib/team/roles";
import { TeamRuleError } from "../../lib/members/errors";
import { AccountRequestError, putAccount } from "../../lib/members/put-account";
import { createPrismaClient } from "../../lib/db";
import { env } from "../../lib/env";

const USAGE = `Usage: npm run team:account -- --email <address> --role <${ROLES.join("|")}> [--name <name>] < password`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The first line of standard input, at most 1 KB: a password, not a file. */
async function passwordFromInput(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.length > 1024) fail("The password on standard input is longer than 1 KB.");
  }
  return text.split(/\r?\n/)[0];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
  });
  if (!values.email || !values.role) fail(USAGE);
  if (!(ROLES as readonly string[]).includes(values.role)) fail(`Unknown role "${values.role}".\n${USAGE}`);
  const role = values.role as Role;
  const password = await passwordFromInput();
  const db = createPrismaClient(env().DATABASE_URL);
  try {
    const { created } = await putAccount(db, { email: values.email, role, password, name: values.name });
    console.log(`${created ? "Created" : "Updated"} ${values.email.trim().toLowerCase()}: ${role}, active.`);
  } catch (error) {
    if (error instanceof AccountRequestError || error instanceof TeamRuleError) fail(error.message);
    throw error;
  } finally {
    await db.$disconnect();
  }
}

void main();
