import { getTranslations } from "next-intl/server";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import type { ApiKeyListing } from "@/lib/keys/api-keys";
import type { Member } from "@/lib/members/members";
import { ConfirmedRemoval, type RemovalLabels } from "../account/ConfirmedRemoval";
import dashboard from "../dashboard/Dashboard.module.css";
import { MemberActions, type MemberActionLabels } from "./MemberActions";
import { MemberKeys } from "./MemberKeys";
import styles from "./Team.module.css";

type Props = {
  members: Member[];
  selfId: string;
  roles: Record<Member["role"], string>;
  labels: MemberActionLabels;
  /** Everyone's API keys in use, by account, with what revoking one says. */
  keys: { byAccount: Map<string, ApiKeyListing[]>; labels: RemovalLabels };
  /** Who has an authenticator app or a passkey, with what removing them says. */
  factors: { holders: Set<string>; labels: RemovalLabels };
};

/** One row a person: who they are, their role, their account's state and last sign-in, and what can be done. */
export async function TeamTable({ members, selfId, roles, labels, keys, factors }: Props) {
  const t = await getTranslations("TeamEditor");
  const stateOf = (member: Member) => {
    if (member.status !== "invited") return t(`statuses.${member.status}`);
    const until = member.invitationExpiresAt;
    return until ? t("invitedUntil", { when: formatNewsroomDateTime(until) }) : t("invitationExpired");
  };
  return (
    <table className={`${dashboard.table} ${styles.table}`}>
      <thead>
        <tr>
          <th scope="col">{t("columns.person")}</th>
          <th scope="col">{t("columns.role")}</th>
          <th scope="col">{t("columns.status")}</th>
          <th scope="col">{t("columns.lastSignIn")}</th>
          <th scope="col">{t("columns.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row" className={dashboard.title}>
              {member.name} {member.id === selfId ? t("you") : null}
              <span className={dashboard.slug}>{member.email}</span>
            </th>
            <td>{roles[member.role]}</td>
            <td>{stateOf(member)}</td>
            <td>{member.lastSignInAt ? formatNewsroomDateTime(member.lastSignInAt) : t("never")}</td>
            <td>
              <MemberActions
                member={{ id: member.id, name: member.name, role: member.role, status: member.status }}
                self={member.id === selfId}
                labels={labels}
              />
              <MemberKeys keys={keys.byAccount.get(member.id) ?? []} labels={keys.labels} />
              {member.id !== selfId && factors.holders.has(member.id) && (
                <ConfirmedRemoval
                  path={`/edmNews/team/${member.id}/factors`}
                  name={member.name}
                  labels={factors.labels}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
