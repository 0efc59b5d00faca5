import { getTranslations } from "next-intl/server";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { env } from "@/lib/env";
import { listKeys } from "@/lib/keys/api-keys";
import dashboard from "../dashboard/Dashboard.module.css";
import team from "../team/Team.module.css";
import { CreateKeyForm } from "./CreateKeyForm";
import { createKeyLabels, revokeKeyLabels } from "./key-labels";
import { RevokeKey } from "./RevokeKey";
import styles from "./Account.module.css";

/** "Llaves de la API": the person's keys in use, each revocable, and a new one made by name. */
export async function ApiKeysSection({ accountId }: { accountId: string }) {
  const [t, keys, create, revoke] = await Promise.all([
    getTranslations("ApiKeys"),
    listKeys(accountId),
    createKeyLabels(),
    revokeKeyLabels(),
  ]);
  return (
    <section className={styles.section} aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading">{t("heading")}</h2>
      <p className={styles.lead}>{t("lead")}</p>
      {keys.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <table className={`${dashboard.table} ${team.table}`}>
          <thead>
            <tr>
              <th scope="col">{t("columns.name")}</th>
              <th scope="col">{t("columns.id")}</th>
              <th scope="col">{t("columns.createdAt")}</th>
              <th scope="col">{t("columns.lastUsedAt")}</th>
              <th scope="col">{t("columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
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
                  <RevokeKey id={key.id} name={key.name} labels={revoke} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CreateKeyForm apiUrl={new URL("/edmNews", env().SITE_URL).href} labels={create} />
    </section>
  );
}
