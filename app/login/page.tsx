import type { ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/editor/login/LoginForm";
import { Wordmark } from "@/components/layout/Wordmark";
import { safeReturnTarget } from "@/lib/editor/return-target";
import { loginMetadata } from "@/lib/seo/page-metadata";
import { site } from "@/lib/site";
import { HOME_PATH } from "@/lib/urls";
import styles from "./login.module.css";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) => loginMetadata(parent);

/** Outside (site): the specification hides the header here. */
export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const [{ next }, t] = await Promise.all([searchParams, getTranslations("Login")]);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Wordmark product={site.product} label={t("logoLabel", { product: site.product })} />
        <h1 className={styles.title}>{t("title")}</h1>
        <p className={styles.lead}>{t("lead", { product: site.product })}</p>
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
          }}
        />
        <a className={styles.back} href={HOME_PATH}>
          {t("backToSite")}
        </a>
      </div>
    </main>
  );
}
