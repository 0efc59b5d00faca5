"use client";

import type { SelectHTMLAttributes } from "react";
import type { Role } from "@/lib/team/roles";
import fields from "../fields.module.css";

type RoleSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "className"> & {
  id: string;
  roles: Record<Role, string>;
  onChange?: (role: Role) => void;
};

/** The four roles, in the newsroom's words, from the least to the most trusted; held by React or by the form. */
export function RoleSelect({ roles, onChange, ...select }: RoleSelectProps) {
  return (
    <select {...select} className={fields.input} onChange={(event) => onChange?.(event.target.value as Role)}>
      {(Object.entries(roles) as [Role, string][]).map(([role, label]) => (
        <option key={role} value={role}>
          {label}
        </option>
      ))}
    </select>
  );
}
