"use client";

import { useState } from "react";
import type { Role } from "@/lib/team/roles";
import { useEditor } from "../EditorStatus";
import { useHydrated } from "../use-hydrated";
import { say } from "../say";
import { RoleSelect } from "./RoleSelect";
import fields from "../fields.module.css";
import styles from "./Team.module.css";
import { changeTeam, refusalOf, type TeamErrors } from "./team-call";

export type MemberActionLabels = {
  roles: Record<Role, string>;
  /** "Rol de {name}". */
  roleLabel: string;
  changeRole: string;
  deactivate: string;
  reactivate: string;
  resend: string;
  cancel: string;
  done: string;
  errors: TeamErrors;
};

type Props = {
  member: { id: string; name: string; role: Role; status: "active" | "invited" | "deactivated" };
  /** The person looking: they neither deactivate themselves nor change their own role here. */
  self: boolean;
  labels: MemberActionLabels;
};

/** What an Administrador can do to one person: their role, their account's state, or their pending invitation. */
export function MemberActions({ member, self, labels }: Props) {
  const { publishingToken, announce } = useEditor();
  const [role, setRole] = useState(member.role);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const path = `/edmNews/team/${member.id}`;

  async function act(target: string, call: { method: "POST" | "PATCH" | "DELETE"; body?: unknown }) {
    setBusy(true);
    const outcome = await changeTeam(target, publishingToken, call);
    if (outcome.ok) return announce(labels.done);
    setBusy(false);
    announce(refusalOf(labels.errors, outcome.status));
  }

  const disabled = busy || !hydrated;
  if (member.status === "invited") {
    return (
      <div className={styles.actions}>
        <button
          type="button"
          className={fields.secondary}
          disabled={disabled}
          onClick={() => act(`${path}/invitation`, { method: "POST" })}
        >
          {labels.resend}
        </button>
        <button
          type="button"
          className={fields.secondary}
          disabled={disabled}
          onClick={() => act(`${path}/invitation`, { method: "DELETE" })}
        >
          {labels.cancel}
        </button>
      </div>
    );
  }
  if (self) return null;
  const selectId = `role-${member.id}`;
  return (
    <div className={styles.actions}>
      <label className={styles.hidden} htmlFor={selectId}>
        {say(labels.roleLabel, { name: member.name })}
      </label>
      <RoleSelect id={selectId} value={role} roles={labels.roles} onChange={setRole} />
      <button
        type="button"
        className={fields.secondary}
        disabled={disabled || role === member.role}
        onClick={() => act(path, { method: "PATCH", body: { role } })}
      >
        {labels.changeRole}
      </button>
      <button
        type="button"
        className={fields.secondary}
        disabled={disabled}
        onClick={() =>
          act(path, { method: "PATCH", body: { status: member.status === "active" ? "deactivated" : "active" } })
        }
      >
        {member.status === "active" ? labels.deactivate : labels.reactivate}
      </button>
    </div>
  );
}
