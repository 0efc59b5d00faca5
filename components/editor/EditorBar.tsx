import { getTranslations } from "next-intl/server";
import { AUTHORS_EDITOR_PATH } from "@/lib/authors/author-slug";
import { LogoutButton } from "./LogoutButton";
import styles from "./EditorBar.module.css";

/**
 * Under every editor page's title: where else the editor can go (the authors' pages among them, except from there),
 * and sign out. Plain links, not next/link: each page is a navigation of its own, which is how it receives its
 * publishing token.
 */
export async function EditorBar({
  label,
  links,
  logout,
  isAuthorsPage = false,
}: {
  label: string;
  links: { href: string; label: string }[];
  logout: string;
  isAuthorsPage?: boolean;
}) {
  const t = await getTranslations("Editor");
  const all = isAuthorsPage ? links : [...links, { href: AUTHORS_EDITOR_PATH, label: t("authors") }];
  return (
    <nav className={styles.bar} aria-label={label}>
      {all.map((link) => (
        <a key={link.href} className={styles.link} href={link.href}>
          {link.label}
        </a>
      ))}
      <LogoutButton label={logout} />
    </nav>
  );
}
