import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiKeysSection } from "@/components/editor/account/ApiKeysSection";
import { PasskeysSection } from "@/components/editor/account/PasskeysSection";
import { PasswordSection } from "@/components/editor/account/PasswordSection";
import { ProfileSection } from "@/components/editor/account/ProfileSection";
import { SessionsSection } from "@/components/editor/account/SessionsSection";
import { TotpSection } from "@/components/editor/account/TotpSection";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { requireEditor } from "@/components/editor/require-editor";
import { ACCOUNT_EDITOR_PATH, EDITOR_PATH } from "@/lib/editor/editor-paths";
import { site } from "@/lib/site";
import styles from "@/components/editor/account/Account.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Account");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/cuenta - the person's own account, one section after another (every role)
export default async function AccountPage() {
  const session = await requireEditor("/editor/cuenta", ACCOUNT_EDITOR_PATH);
  const t = await getTranslations("Account");
  return (
    <div className="container">
      <EditorIntro
        title={t("title")}
        lead={t("lead")}
        links={[{ href: EDITOR_PATH, label: t("toDashboard") }]}
        current="account"
      />
      <EditorStatus publishingToken={session.publishingToken}>
        {session.factorSetup && (
          <p id="segundo-factor" className={styles.notice}>
            {t("factorSetup")}
          </p>
        )}
        <ProfileSection accountId={session.account.id} />
        <PasswordSection email={session.account.email} />
        <PasskeysSection accountId={session.account.id} />
        <TotpSection accountId={session.account.id} />
        <SessionsSection accountId={session.account.id} />
        {/* A key would open the API with the password alone. */}
        {!session.factorSetup && <ApiKeysSection accountId={session.account.id} />}
      </EditorStatus>
    </div>
  );
}
