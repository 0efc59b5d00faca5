import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { SignupForm } from "@/components/newsletter/SignupForm";
import { site } from "@/lib/site";
import { COOKIES_PATH, PRIVACY_PATH } from "@/lib/urls";
import { siteLinks } from "./site-links";
import { Wordmark } from "./Wordmark";
import styles from "./Footer.module.css";

export async function Footer() {
  const t = await getTranslations("Footer");
  const header = await getTranslations("Header");
  const links = [
    ...siteLinks,
    { href: COOKIES_PATH, key: "cookies" } as const,
    { href: PRIVACY_PATH, key: "privacy" } as const,
  ];

  return (
    <footer className={styles.footer}>
      <SignupForm placement="footer" source="footer" />
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Wordmark product={site.product} label={header("logoAlt", { product: site.product })} />
          <p>{t("tagline")}</p>
        </div>
        <nav aria-label={t("navigation")}>
          <ul className={styles.links}>
            {links.map(({ href, key }) => (
              <li key={href}>
                <Link href={href}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.legal}>
        <p>{t("copyright", { year: site.copyrightYear, product: site.product })}</p>
        <p>{t("credit", { name: site.developer })}</p>
      </div>
    </footer>
  );
}
