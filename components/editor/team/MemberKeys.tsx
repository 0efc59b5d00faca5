import { getTranslations } from "next-intl/server";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import type { ApiKeyListing } from "@/lib/keys/api-keys";
import { ConfirmedRemoval, type RemovalLabels } from "../account/ConfirmedRemoval";
import styles from "./Team.module.css";

/** A person's API keys in use, for an Administrador: each with its last use, and revocable at once. */
export async function MemberKeys({ keys, labels }: { keys: ApiKeyListing[]; labels: RemovalLabels }) {
  if (keys.length === 0) return null;
  const t = await getTranslations("TeamEditor.keys");
  return (
    <details className={styles.keys}>
      <summary>{t("summary", { count: keys.length })}</summary>
      <ul>
        {keys.map((key) => (
          <li key={key.id}>
            <span>
              {key.name} <code>{key.id}</code>
            </span>
            <span className={styles.note}>
              {key.lastUsedAt ? t("lastUse", { when: formatNewsroomDateTime(key.lastUsedAt) }) : t("unused")}
            </span>
            <ConfirmedRemoval path={`/edmNews/keys/${key.id}`} name={key.name} labels={labels} />
          </li>
        ))}
      </ul>
    </details>
  );
}
