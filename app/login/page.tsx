import type { ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginCard } from "@/components/editor/login/LoginCard";
import { LoginForm } from "@/components/editor/login/LoginForm";
import { safeReturnTarget } from "@/lib/editor/return-target";
import { loginMetadata } from "@/lib/seo/page-metadata";
import { site } from "@/lib/site";
import { FORGOTTEN_PASSWORD_PATH, HOME_PATH } from "@/lib/urls";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) => loginMetadata(parent);

/** Outside (site): the specification hides the header here. */
export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const [{ next }, t] = await Promise.all([searchParams, getTranslations("Login")]);
  return (
    <LoginCard
      title={t("title")}
      lead={t("lead", { product: site.product })}
      links={[
        { href: FORGOTTEN_PASSWORD_PATH, label: t("forgotten") },
        { href: HOME_PATH, label: t("backToSite") },
      ]}
    >
      <LoginForm
        next={safeReturnTarget(next)}
        labels={{
          email: t("email"),
          password: t("password"),
          submit: t("submit"),
          submitting: t("submitting"),
          wrongCredentials: t("wrongCredentials"),
          tooManyAttempts: t("tooManyAttempts"),
          failed: t("failed"),
          passkeyRequired: t("passkeyRequired"),
          passkey: {
            signIn: t("passkey.signIn"),
            waiting: t("passkey.waiting"),
            refused: t("passkey.refused"),
            tooManyAttempts: t("tooManyAttempts"),
          },
        }}
      />
    </LoginCard>
  );
}
