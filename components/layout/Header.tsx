import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { site } from "@/lib/site";
import { MobileMenu } from "./MobileMenu";
import { LOGIN_HREF, siteLinks } from "./site-links";
import { Wordmark } from "./Wordmark";
import styles from "./Header.module.css";

export async function Header() {
  const t = await getTranslations("Header");
  const menu = await getTranslations("MobileMenu");
  const links = siteLinks.map(({ href, key }) => ({ href, label: t(key) }));
  const login = { href: LOGIN_HREF, label: t("login") };

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#contenido">
        {t("skipToContent")}
      </a>
      <div className={styles.bar}>
        <Wordmark product={site.product} label={t("logoAlt", { product: site.product })} />
        <nav className={styles.nav} aria-label={t("navigation")}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <Link className={styles.login} href={login.href}>
            {login.label}
          </Link>
        </nav>
        <MobileMenu
          links={links}
          login={login}
          labels={{ open: menu("open"), close: menu("close"), title: menu("title"), navigation: t("navigation") }}
        />
      </div>
    </header>
  );
}
