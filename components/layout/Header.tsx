import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { SearchForm } from "@/components/search/SearchForm";
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
  const search = {
    name: t("searchName"),
    field: t("searchField"),
    placeholder: t("searchPlaceholder"),
    submit: t("searchSubmit"),
  };

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
          <div className={styles.search}>
            <SearchForm labels={search} />
          </div>
          <Link className={styles.login} href={login.href}>
            {login.label}
          </Link>
        </nav>
        <MobileMenu
          links={links}
          login={login}
          search={<SearchForm labels={{ ...search, name: menu("searchName") }} />}
          labels={{ open: menu("open"), close: menu("close"), title: menu("title"), navigation: t("navigation") }}
        />
      </div>
    </header>
  );
}
