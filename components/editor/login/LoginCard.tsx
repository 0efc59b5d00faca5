import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Wordmark } from "@/components/layout/Wordmark";
import { site } from "@/lib/site";
import styles from "./LoginCard.module.css";

/**
 * The card of the sign-in's pages, outside the site's layout as the specification's /login is: the wordmark, a title,
 * a lead, the form, and the links under it.
 */
export async function LoginCard({
  title,
  lead,
  children,
  links,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
  links: { href: string; label: string }[];
}) {
  const t = await getTranslations("Login");
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Wordmark product={site.product} label={t("logoLabel", { product: site.product })} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
        <nav className={styles.links}>
          {links.map(({ href, label }) => (
            <a key={href} href={href}>
              {label}
            </a>
          ))}
        </nav>
      </div>
    </main>
  );
}
