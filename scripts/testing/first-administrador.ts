// Run by both Jest projects' global setups on their template database (jest-template-accounts.ts): the accounts
// upgrade, as `npm start` runs it, so that every test file starts with the first Administrador of the test settings'
// credentials, as a real install does.
import { credentials } from "../../lib/credentials";
import { createPrismaClient } from "../../lib/db";
import { upgradeAccounts } from "../../prisma/upgrades/accounts";

async function main(): Promise<void> {
  const db = createPrismaClient();
  try {
    await upgradeAccounts(db, credentials());
  } finally {
    await db.$disconnect();
  }
}

void main();
