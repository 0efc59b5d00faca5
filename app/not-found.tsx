import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { missingPageMetadata } from "@/lib/seo/page-metadata";
import { HOME_PATH } from "@/lib/urls";
import styles from "./not-found.module.css";

export const generateMetadata = () => missingPageMetadata("notFound");

/** Unknown addresses get the specification's generic router error page, without the site's chrome. */
export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <main className={styles.page}>
      <h1>{t("heading")}</h1>
      <p className={styles.code}>{t("detail")}</p>
      <p>{t("explanation")}</p>
      <Link href={HOME_PATH}>{t("home")}</Link>
    </main>
  );
}
