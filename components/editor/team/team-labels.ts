import "server-only";
import { getTranslations } from "next-intl/server";
import { ROLES, type Role } from "@/lib/team/roles";
import type { RemovalLabels } from "../account/ConfirmedRemoval";
import { removalLabels } from "../account/removal-labels";
import type { FactorRequirementLabels } from "./FactorRequirementForm";
import type { InviteFormLabels } from "./InviteForm";
import type { MemberActionLabels } from "./MemberActions";
import type { TeamErrors } from "./team-call";

export async function roleNames(): Promise<Record<Role, string>> {
  const t = await getTranslations("Roles");
  return Object.fromEntries(ROLES.map((role) => [role, t(role)])) as Record<Role, string>;
}

async function teamErrors(): Promise<TeamErrors> {
  const t = await getTranslations("TeamEditor.errors");
  return { "400": t("400"), "401": t("401"), "403": t("403"), "404": t("404"), "409": t("409"), other: t("other") };
}

export async function memberActionLabels(): Promise<MemberActionLabels> {
  const [t, roles, errors] = await Promise.all([getTranslations("TeamEditor"), roleNames(), teamErrors()]);
  return {
    roles,
    roleLabel: t.raw("roleLabel") as string,
    changeRole: t("changeRole"),
    deactivate: t("deactivate"),
    reactivate: t("reactivate"),
    resend: t("resend"),
    cancel: t("cancel"),
    done: t("done"),
    errors,
  };
}

export async function inviteFormLabels(): Promise<InviteFormLabels> {
  const [t, roles, errors] = await Promise.all([getTranslations("TeamEditor.invite"), roleNames(), teamErrors()]);
  return {
    heading: t("heading"),
    email: t("email"),
    name: t("name"),
    role: t("role"),
    submit: t("submit"),
    sending: t("sending"),
    sent: t.raw("sent") as string,
    roles,
    errors,
  };
}

/** "Quitar sus factores": an Administrador's recovery of a person who lost their phone and passkeys. */
export async function factorResetLabels(): Promise<RemovalLabels> {
  const [t, errors] = await Promise.all([getTranslations("TeamEditor.factors"), teamErrors()]);
  return removalLabels(t, errors);
}

/** "Seguridad del equipo"; `missing` names the Editors and Administradores with no factor yet. */
export async function factorRequirementLabels(missing: string[]): Promise<FactorRequirementLabels> {
  const [t, errors] = await Promise.all([getTranslations("TeamEditor.security"), teamErrors()]);
  const names = new Intl.ListFormat("es-MX", { type: "conjunction" }).format(missing);
  return {
    heading: t("heading"),
    lead: t("lead"),
    required: t("required"),
    missing: missing.length === 0 ? t("allSet") : t("missing", { count: missing.length, names }),
    submit: t("submit"),
    saving: t("saving"),
    errors,
  };
}
