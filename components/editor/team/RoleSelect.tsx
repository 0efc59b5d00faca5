"use client";

import type { Role } from "@/lib/team/roles";
import fields from "../fields.module.css";

/** The four roles, in the newsroom's words, from the least to the most trusted. */
export function RoleSelect({
  id,
  value,
  roles,
  onChange,
}: {
  id: string;
  value: Role;
  roles: Record<Role, string>;
  onChange: (role: Role) => void;
}) {
  return (
    <select id={id} className={fields.input} value={value} onChange={(event) => onChange(event.target.value as Role)}>
      {(Object.entries(roles) as [Role, string][]).map(([role, label]) => (
        <option key={role} value={role}>
          {label}
        </option>
      ))}
    </select>
  );
}
