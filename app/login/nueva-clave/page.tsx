import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginCard } from "@/components/editor/login/LoginCard";
import { newPasswordLabels } from "@/components/editor/login/NewPasswordFields";
import { NewPasswordForm } from "@/components/editor/login/NewPasswordForm";
import { resetLinkEmail } from "@/lib/members/password-reset";
import { site } from "@/lib/site";
import { FORGOTTEN_PASSWORD_PATH, LOGIN_PATH } from "@/lib/urls";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NewPassword");
  return { title: `${t("title")} | ${site.product}`, robots: { index: false, follow: false } };
}

// GET /login/nueva-clave?token= - the new password, from a reset's link while it is good
export default async function NewPasswordPage({ searchParams }: PageProps<"/login/nueva-clave">) {
  const [{ token }, t] = await Promise.all([searchParams, getTranslations("NewPassword")]);
  const email = typeof token === "string" ? await resetLinkEmail(token) : null;
  const links = [
    { href: FORGOTTEN_PASSWORD_PATH, label: t("askAgain") },
    { href: LOGIN_PATH, label: t("back") },
  ];
  if (!email) {
    return <LoginCard title={t("title")} lead={t("gone")} links={links} />;
  }
  return (
    <LoginCard title={t("title")} lead={t("lead", { email })} links={links}>
      <NewPasswordForm
        token={token as string}
        email={email}
        labels={{
          ...newPasswordLabels(t),
          submit: t("submit"),
          saving: t("saving"),
          done: t("done"),
          signIn: t("signIn"),
          signInHref: LOGIN_PATH,
          gone: t("gone"),
          failed: t("failed"),
        }}
      />
    </LoginCard>
  );
}
