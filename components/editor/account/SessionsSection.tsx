import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { sessionCookieName } from "@/lib/auth/cookie";
import { sessionsOf } from "@/lib/auth/session";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import dashboard from "../dashboard/Dashboard.module.css";
import team from "../team/Team.module.css";
import { accountErrors } from "./account-labels";
import { EndOtherSessions } from "./EndOtherSessions";
import styles from "./Account.module.css";

/** "Sesiones abiertas": each live session's device and browser, and "Cerrar las demás sesiones". */
export async function SessionsSection({ accountId }: { accountId: string }) {
  const jar = await cookies();
  const [t, errors, sessions] = await Promise.all([
    getTranslations("Account.sessions"),
    accountErrors(),
    sessionsOf(accountId, jar.get(sessionCookieName())?.value),
  ]);
  return (
    <section className={styles.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t("heading")}</h2>
      <p className={styles.lead}>{t("lead")}</p>
      <table className={`${dashboard.table} ${team.table}`}>
        <thead>
          <tr>
            <th scope="col">{t("columns.device")}</th>
            <th scope="col">{t("columns.browser")}</th>
            <th scope="col">{t("columns.createdAt")}</th>
            <th scope="col">{t("columns.lastSeenAt")}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.createdAt.toISOString() + (session.browser ?? "")}>
              <th scope="row" className={dashboard.title}>
                {t(`devices.${session.deviceClass ?? "unknown"}`)}
                {session.current && <span className={styles.current}>{t("current")}</span>}
              </th>
              <td className={styles.labelled} data-label={t("columns.browser")}>
                {session.browser ?? t("unknownBrowser")}
              </td>
              <td className={styles.labelled} data-label={t("columns.createdAt")}>
                {formatNewsroomDateTime(session.createdAt)}
              </td>
              <td className={styles.labelled} data-label={t("columns.lastSeenAt")}>
                {formatNewsroomDateTime(session.lastSeenAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {sessions.some((session) => !session.current) ? (
        <div>
          <EndOtherSessions
            errors={errors}
            labels={{ endOthers: t("endOthers"), ending: t("ending"), ended: t("ended") }}
          />
        </div>
      ) : (
        <p>{t("alone")}</p>
      )}
    </section>
  );
}
