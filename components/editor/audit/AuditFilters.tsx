import { getTranslations } from "next-intl/server";
import { AUDIT_KINDS } from "@/lib/audit/record";
import type { AuditQuery } from "@/lib/editor/audit-query";
import { AUDIT_EDITOR_PATH } from "@/lib/editor/editor-paths";
import fields from "../fields.module.css";
import styles from "./AuditLog.module.css";

type Person = { id: string; name: string; email: string };

/** A GET form: a person and a kind, back to the first page. */
export async function AuditFilters({ query, people }: { query: AuditQuery; people: Person[] }) {
  const t = await getTranslations("AuditLog");
  return (
    <form className={styles.filters} action={AUDIT_EDITOR_PATH} method="get" aria-label={t("filters")}>
      <label className={styles.filter}>
        {t("person")}
        <select className={fields.input} name="persona" defaultValue={query.actorId ?? ""}>
          <option value="">{t("everyone")}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({person.email})
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        {t("kind")}
        <select className={fields.input} name="tipo" defaultValue={query.kind ?? ""}>
          <option value="">{t("everyKind")}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <button className={fields.secondary} type="submit">
        {t("apply")}
      </button>
    </form>
  );
}
