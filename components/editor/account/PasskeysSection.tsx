import { getTranslations } from "next-intl/server";
import { listPasskeys } from "@/lib/auth/passkeys";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import dashboard from "../dashboard/Dashboard.module.css";
import team from "../team/Team.module.css";
import { AddPasskeyForm } from "./AddPasskeyForm";
import { ConfirmedRemoval } from "./ConfirmedRemoval";
import { ListingSection } from "./ListingSection";
import { passkeyLabels } from "./passkey-labels";
import { RenamePasskey } from "./RenamePasskey";
import styles from "./Account.module.css";

/** "Llaves de acceso": the person's passkeys with their last use, each renamed or removed in place, and a new one. */
export async function PasskeysSection({ accountId }: { accountId: string }) {
  const [t, passkeys, labels] = await Promise.all([
    getTranslations("Passkeys"),
    listPasskeys(accountId),
    passkeyLabels(),
  ]);
  const rows = passkeys.map((passkey) => {
    const path = `/edmNews/account/passkeys/${passkey.credentialId}`;
    return (
      <tr key={passkey.credentialId}>
        <th scope="row" className={dashboard.title}>
          {passkey.name}
        </th>
        <td className={styles.labelled} data-label={t("columns.createdAt")}>
          {formatNewsroomDateTime(passkey.createdAt)}
        </td>
        <td className={styles.labelled} data-label={t("columns.lastUsedAt")}>
          {passkey.lastUsedAt ? formatNewsroomDateTime(passkey.lastUsedAt) : t("never")}
        </td>
        <td>
          <div className={team.actions}>
            <RenamePasskey path={path} name={passkey.name} labels={labels.rename} />
            <ConfirmedRemoval path={path} name={passkey.name} labels={labels.remove} />
          </div>
        </td>
      </tr>
    );
  });
  return (
    <ListingSection
      id="passkeys"
      heading={t("heading")}
      lead={t("lead")}
      empty={t("empty")}
      columns={[t("columns.name"), t("columns.createdAt"), t("columns.lastUsedAt"), t("columns.actions")]}
      rows={rows}
    >
      <AddPasskeyForm labels={labels.add} />
    </ListingSection>
  );
}
