import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { ForgottenPasswordForm } from "@/components/editor/login/ForgottenPasswordForm";
import { LoginCard } from "@/components/editor/login/LoginCard";
import { site } from "@/lib/site";
import { LOGIN_PATH } from "@/lib/urls";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ForgottenPassword");
  return { title: `${t("title")} | ${site.product}`, robots: { index: false, follow: false } };
}

// GET /login/olvido - "¿Olvidaste tu contraseña?": the address a reset link is mailed to
export default async function ForgottenPasswordPage() {
  // Rendered per request, as every page of the sign-in: its scripts must carry the proxy's nonce (lib/security).
  await connection();
  const t = await getTranslations("ForgottenPassword");
  return (
    <LoginCard title={t("title")} lead={t("lead")} links={[{ href: LOGIN_PATH, label: t("back") }]}>
      <ForgottenPasswordForm
        labels={{
          email: t("email"),
          submit: t("submit"),
          sending: t("sending"),
          sent: t("sent"),
          invalid: t("invalid"),
          tooMany: t("tooMany"),
          failed: t("failed"),
        }}
      />
    </LoginCard>
  );
}
