import { getTranslations } from "next-intl/server";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { env } from "@/lib/env";
import { listKeys } from "@/lib/keys/api-keys";
import dashboard from "../dashboard/Dashboard.module.css";
import { ConfirmedRemoval } from "./ConfirmedRemoval";
import { CreateKeyForm } from "./CreateKeyForm";
import { createKeyLabels, revokeKeyLabels } from "./key-labels";
import { ListingSection } from "./ListingSection";
import styles from "./Account.module.css";

/** "Llaves de la API": the person's keys in use, each revocable, and a new one made by name. */
export async function ApiKeysSection({ accountId }: { accountId: string }) {
  const [t, keys, create, revoke] = await Promise.all([
    getTranslations("ApiKeys"),
    listKeys(accountId),
    createKeyLabels(),
    revokeKeyLabels(),
  ]);
  const rows = keys.map((key) => (
    <tr key={key.id}>
      <th scope="row" className={dashboard.title}>
        {key.name}
      </th>
      <td className={`${styles.mono} ${styles.labelled}`} data-label={t("columns.id")}>
        {key.id}
      </td>
      <td className={styles.labelled} data-label={t("columns.createdAt")}>
        {formatNewsroomDateTime(key.createdAt)}
      </td>
      <td className={styles.labelled} data-label={t("columns.lastUsedAt")}>
        {key.lastUsedAt ? formatNewsroomDateTime(key.lastUsedAt) : t("never")}
      </td>
      <td>
        <ConfirmedRemoval path={`/edmNews/keys/${key.id}`} name={key.name} labels={revoke} />
      </td>
    </tr>
  ));
  return (
    <ListingSection
      id="api-keys"
      heading={t("heading")}
      lead={t("lead")}
      empty={t("empty")}
      columns={[
        t("columns.name"),
        t("columns.id"),
        t("columns.createdAt"),
        t("columns.lastUsedAt"),
        t("columns.actions"),
      ]}
      rows={rows}
    >
      <CreateKeyForm apiUrl={new URL("/edmNews", env().SITE_URL).href} labels={create} />
    </ListingSection>
  );
}
