import { randomUUID } from "node:crypto";
import { generate } from "otplib";
import { softwareAuthenticator } from "@/scripts/testing/software-authenticator";
import { registerPasskey, registrationOptions } from "../auth/passkeys";
import { relyingParty } from "../auth/relying-party";
import { createSession, liveSession } from "../auth/session";
import { beginTotp, confirmTotp, hasTotp } from "../auth/totp";
import { db } from "../db";
import type { Role } from "../team/roles";
import { MemberNotFoundError, TeamRuleError } from "./errors";
import { peopleWithFactors, resetFactors } from "./factor-reset";

async function person(role: Role) {
  const id = randomUUID();
  await db.account.create({ data: { id, email: `${role}-${id}@example.mx`, name: role, role, status: "active" } });
  return id;
}

describe("an Administrador's recovery of a person's factors", () => {
  test("removes the authenticator, its recovery codes and the passkeys, and ends every session of theirs", async () => {
    const [editora, administradora] = [await person("editor"), await person("administrador")];
    const { secret } = await beginTotp(editora);
    await confirmTotp(editora, await generate({ secret }));
    const authenticator = softwareAuthenticator(relyingParty());
    await registerPasskey(editora, "Teléfono", authenticator.register((await registrationOptions(editora)).challenge));
    const token = await createSession(editora);
    expect(await peopleWithFactors()).toContain(editora);

    await resetFactors(editora, administradora);
    expect(await hasTotp(editora)).toBe(false);
    expect(await db.recoveryCode.count({ where: { accountId: editora } })).toBe(0);
    expect(await db.passkey.count({ where: { accountId: editora } })).toBe(0);
    expect(await liveSession(token)).toBeNull();
    expect(await peopleWithFactors()).not.toContain(editora);
    const [event] = await db.auditEvent.findMany({ where: { kind: "factor-removed", subject: editora } });
    expect({ actorId: event.actorId, detail: JSON.parse(event.detail) }).toEqual({
      actorId: administradora,
      detail: { factor: "all", authenticator: 1, passkeys: 1 },
    });
  });

  test("is refused for the Administrador's own account and for an id nobody has, changing nothing", async () => {
    const administradora = await person("administrador");
    const token = await createSession(administradora);
    await expect(resetFactors(administradora, administradora)).rejects.toThrow(TeamRuleError);
    await expect(resetFactors(randomUUID(), administradora)).rejects.toThrow(MemberNotFoundError);
    expect(await liveSession(token)).not.toBeNull();
  });
});
