import { getTranslations } from "next-intl/server";
import { accountErrors } from "./account-labels";
import { newPasswordLabels } from "../login/NewPasswordFields";
import { PasswordChangeForm } from "./PasswordChangeForm";
import styles from "./Account.module.css";

/** "Contraseña": a new one, given the current one. */
export async function PasswordSection({ email }: { email: string }) {
  const [t, errors] = await Promise.all([getTranslations("Account.password"), accountErrors()]);
  return (
    <section className={styles.section} aria-labelledby="password-heading">
      <h2 id="password-heading">{t("heading")}</h2>
      <p className={styles.lead}>{t("lead")}</p>
      <PasswordChangeForm
        email={email}
        errors={errors}
        labels={{
          ...newPasswordLabels(t),
          current: t("current"),
          submit: t("submit"),
          saving: t("saving"),
          saved: t("saved"),
          wrongCurrent: t("wrongCurrent"),
          tooMany: t("tooMany"),
        }}
      />
    </section>
  );
}
