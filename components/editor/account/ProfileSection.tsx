import { getTranslations } from "next-intl/server";
import { accountProfile } from "@/lib/members/own-account";
import { accountErrors } from "./account-labels";
import { NameForm } from "./NameForm";
import styles from "./Account.module.css";

/** "Tu perfil": the address and role the person signs in with (an Administrador changes them), and their name. */
export async function ProfileSection({ accountId }: { accountId: string }) {
  const [t, roles, errors, account] = await Promise.all([
    getTranslations("Account.profile"),
    getTranslations("Roles"),
    accountErrors(),
    accountProfile(accountId),
  ]);
  return (
    <section className={styles.section} aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t("heading")}</h2>
      <dl className={styles.facts}>
        <dt>{t("email")}</dt>
        <dd>{account.email}</dd>
        <dt>{t("role")}</dt>
        <dd>{roles(account.role)}</dd>
      </dl>
      <NameForm
        name={account.name}
        errors={errors}
        labels={{ name: t("name"), hint: t("hint"), submit: t("submit"), saving: t("saving"), saved: t("saved") }}
      />
    </section>
  );
}
