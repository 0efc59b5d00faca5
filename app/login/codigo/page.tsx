import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { LoginCard } from "@/components/editor/login/LoginCard";
import { SecondFactorForm } from "@/components/editor/login/SecondFactorForm";
import { sessionCookieName } from "@/lib/auth/cookie";
import { pendingSession } from "@/lib/auth/session";
import { safeReturnTarget } from "@/lib/editor/return-target";
import { site } from "@/lib/site";
import { LOGIN_PATH } from "@/lib/urls";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("SecondFactor");
  return { title: `${t("title")} | ${site.product}`, robots: { index: false, follow: false } };
}

// GET /login/codigo?next= - the second step of a sign-in: the code of the person's authenticator app
export default async function SecondFactorPage({ searchParams }: PageProps<"/login/codigo">) {
  const [{ next }, jar, t] = await Promise.all([searchParams, cookies(), getTranslations("SecondFactor")]);
  const back = [{ href: LOGIN_PATH, label: t("back") }];
  if (!(await pendingSession(jar.get(sessionCookieName())?.value))) {
    return <LoginCard title={t("title")} lead={t("ended")} links={back} />;
  }
  return (
    <LoginCard title={t("title")} lead={t("lead")} links={back}>
      <SecondFactorForm
        next={safeReturnTarget(next)}
        labels={{
          code: t("code"),
          hint: t("hint"),
          submit: t("submit"),
          submitting: t("submitting"),
          wrong: t("wrong"),
          ended: t("ended"),
          tooManyAttempts: t("tooManyAttempts"),
          failed: t("failed"),
        }}
      />
    </LoginCard>
  );
}
