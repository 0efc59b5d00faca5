import { firstAdministrador } from "../../lib/auth/accounts";
import { createSession } from "../../lib/auth/session";
import { db } from "../../lib/db";

/** The first Administrador's id: the account every test database starts with (jest-template-accounts.ts). */
export async function firstAdministradorId(): Promise<string> {
  const administrador = await firstAdministrador(db);
  if (!administrador) throw new Error("The test database has no Administrador: see jest-template-accounts.ts");
  return administrador.id;
}

/** A session of the first Administrador's, as their sign-in opens one. */
export const administradorSession = async (now?: Date) => createSession(await firstAdministradorId(), now);
