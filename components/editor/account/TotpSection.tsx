import { getTranslations } from "next-intl/server";
import { totpStatus } from "@/lib/auth/totp";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import team from "../team/Team.module.css";
import { ConfirmedRemoval } from "./ConfirmedRemoval";
import { totpLabels } from "./totp-labels";
import { TotpSetup } from "./TotpSetup";
import styles from "./Account.module.css";

/** "App de autenticación": the second factor of the person's sign-in, set up, renewed or removed here. */
export async function TotpSection({ accountId }: { accountId: string }) {
  const [t, status, labels] = await Promise.all([getTranslations("Totp"), totpStatus(accountId), totpLabels()]);
  return (
    <section className={styles.section} aria-labelledby="totp-heading">
      <h2 id="totp-heading">{t("heading")}</h2>
      {status ? (
        <p className={styles.lead} data-testid="totp-status">
          {t("on", { since: formatNewsroomDateTime(status.since), left: status.recoveryCodesLeft })}
        </p>
      ) : (
        <p className={styles.lead}>{t("lead")}</p>
      )}
      <div className={team.actions}>
        <TotpSetup on={status !== null} labels={labels.setup} />
        {status && <ConfirmedRemoval path="/edmNews/account/totp" name={t("name")} labels={labels.remove} />}
      </div>
    </section>
  );
}
