import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { requireEditor } from "@/components/editor/require-editor";
import { revokeKeyLabels } from "@/components/editor/account/key-labels";
import { InviteForm } from "@/components/editor/team/InviteForm";
import { FactorRequirementForm } from "@/components/editor/team/FactorRequirementForm";
import {
  factorRequirementLabels,
  factorResetLabels,
  inviteFormLabels,
  memberActionLabels,
  roleNames,
} from "@/components/editor/team/team-labels";
import { TeamTable } from "@/components/editor/team/TeamTable";
import styles from "@/components/editor/team/Team.module.css";
import { FACTOR_ROLES, secondFactorRequired } from "@/lib/auth/factor-requirement";
import { EDITOR_PATH, TEAM_EDITOR_PATH } from "@/lib/editor/editor-paths";
import { keysByAccount } from "@/lib/keys/api-keys";
import { peopleWithFactors } from "@/lib/members/factor-reset";
import { listMembers } from "@/lib/members/members";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("TeamEditor");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/equipo - the newsroom's people, their roles and invitations (Administradores)
export default async function TeamPage() {
  const session = await requireEditor("/editor/equipo", TEAM_EDITOR_PATH);
  const [t, members, roles, actions, invite, keys, revoke, factorHolders, factorReset, required] = await Promise.all([
    getTranslations("TeamEditor"),
    listMembers(),
    roleNames(),
    memberActionLabels(),
    inviteFormLabels(),
    keysByAccount(),
    revokeKeyLabels(),
    peopleWithFactors(),
    factorResetLabels(),
    secondFactorRequired(),
  ]);
  const withoutFactor = members.filter(
    (member) => member.status === "active" && FACTOR_ROLES.includes(member.role) && !factorHolders.has(member.id),
  );
  const security = await factorRequirementLabels(withoutFactor.map((member) => member.name));
  return (
    <div className="container">
      <EditorIntro
        title={t("title")}
        lead={t("lead")}
        links={[{ href: EDITOR_PATH, label: t("toDashboard") }]}
        current="team"
      />
      <EditorStatus publishingToken={session.publishingToken}>
        <TeamTable
          members={members}
          selfId={session.account.id}
          roles={roles}
          labels={actions}
          keys={{ byAccount: keys, labels: revoke }}
          factors={{ holders: factorHolders, labels: factorReset }}
        />
        <div className={styles.invite}>
          <InviteForm labels={invite} />
        </div>
        <div className={styles.invite}>
          <FactorRequirementForm required={required} labels={security} />
        </div>
      </EditorStatus>
    </div>
  );
}
