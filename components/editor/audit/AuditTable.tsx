import { getTranslations } from "next-intl/server";
import type { AuditEvent } from "@/lib/audit/events";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import type { Role } from "@/lib/team/roles";
import dashboard from "../dashboard/Dashboard.module.css";
import team from "../team/Team.module.css";
import styles from "./AuditLog.module.css";

type Props = {
  events: AuditEvent[];
  /** Each account's name and address by id, today's: the log keeps only the id of who acted. */
  people: Map<string, { name: string; email: string }>;
  roles: Record<Role, string>;
};

/** One row an event: when, who, what, and what it concerned. */
export async function AuditTable({ events, people, roles }: Props) {
  const t = await getTranslations("AuditLog");
  const who = (actorId: string | null) => {
    if (!actorId) return <>{t("system")}</>;
    const person = people.get(actorId);
    if (!person) return <>{t("unknownPerson")}</>;
    return (
      <>
        {person.name}
        <span className={dashboard.slug}>{person.email}</span>
      </>
    );
  };
  const about = ({ kind, subject, detail }: AuditEvent) => {
    if (kind === "role-changed") {
      const [from, to] = [roles[detail.from as Role], roles[detail.to as Role]];
      return `${subject} · ${t("roleChange", { from, to })}`;
    }
    if (kind === "edition-sent") return `${detail.subject} · ${t("recipients", { count: Number(detail.recipients) })}`;
    if (kind === "sign-in" && detail.method === "passkey") return `${subject} · ${t("byPasskey")}`;
    if (kind === "security-changed") return t(detail.required ? "factorRequiredOn" : "factorRequiredOff");
    return subject;
  };
  return (
    <table className={`${dashboard.table} ${team.table}`}>
      <thead>
        <tr>
          <th scope="col">{t("columns.when")}</th>
          <th scope="col">{t("columns.who")}</th>
          <th scope="col">{t("columns.what")}</th>
          <th scope="col">{t("columns.subject")}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <td>
              <time dateTime={event.at.toISOString()}>{formatNewsroomDateTime(event.at)}</time>
            </td>
            <td className={dashboard.title}>{who(event.actorId)}</td>
            <td className={styles.kind}>{t(`kinds.${event.kind}`)}</td>
            <td>{about(event)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
