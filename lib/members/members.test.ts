import { randomUUID } from "node:crypto";
import { createSession, liveSession } from "../auth/session";
import { db } from "../db";
import type { Role } from "../team/roles";
import { TeamRuleError } from "./errors";
import { changeRole, deactivate, listMembers, reactivate } from "./members";

async function person(role: Role, status = "active") {
  const id = randomUUID();
  await db.account.create({ data: { id, email: `${role}-${id}@example.mx`, name: `${role} ${id}`, role, status } });
  return id;
}

/** Who makes the changes: the log keeps the id alone, so any will do. */
const BY = randomUUID();

const stored = (id: string) => db.account.findUniqueOrThrow({ where: { id } });

describe("the team's changes to a person", () => {
  test("a deactivation ends every session of theirs at once, and a reactivation lets them sign in again", async () => {
    const id = await person("editor");
    const token = await createSession(id);
    expect(await liveSession(token)).not.toBeNull();
    await deactivate(id, BY);
    expect((await stored(id)).status).toBe("deactivated");
    expect(await liveSession(token)).toBeNull();
    expect(await db.editorSession.count({ where: { accountId: id } })).toBe(0);
    await reactivate(id, BY);
    expect((await stored(id)).status).toBe("active");
    await expect(reactivate(id, BY)).rejects.toThrow(TeamRuleError);
  });

  test("a role changes, and the last active Administrador can be neither demoted nor deactivated", async () => {
    const id = await person("colaborador");
    await changeRole(id, "autor", BY);
    expect((await stored(id)).role).toBe("autor");

    const second = await person("administrador");
    for (const other of await db.account.findMany({ where: { role: "administrador", id: { not: second } } })) {
      await deactivate(other.id, BY);
    }
    await expect(changeRole(second, "editor", BY)).rejects.toThrow(TeamRuleError);
    await expect(deactivate(second, BY)).rejects.toThrow(TeamRuleError);
    expect(await stored(second)).toMatchObject({ role: "administrador", status: "active" });
    const third = await person("administrador");
    await changeRole(second, "editor", BY);
    await expect(deactivate(third, BY)).rejects.toThrow(/at least one active Administrador/);
  });

  test("are listed active first, then invited, then deactivated", async () => {
    const [invited, deactivated] = [await person("autor", "invited"), await person("autor", "deactivated")];
    const members = await listMembers();
    const statuses = members.map((member) => member.status);
    expect(statuses.indexOf("invited")).toBeGreaterThan(statuses.lastIndexOf("active"));
    expect(statuses.indexOf("deactivated")).toBeGreaterThan(statuses.lastIndexOf("invited"));
    expect(members.map((member) => member.id)).toEqual(expect.arrayContaining([invited, deactivated]));
  });
});
