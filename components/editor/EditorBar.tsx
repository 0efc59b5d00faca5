import { getTranslations } from "next-intl/server";
import { AUTHORS_EDITOR_PATH } from "@/lib/authors/author-slug";
import { EVENTS_EDITOR_PATH } from "@/lib/editor/editor-paths";
import { LogoutButton } from "./LogoutButton";
import styles from "./EditorBar.module.css";

export type EditorLink = { href: string; label: string };

/**
 * Under every editor page's title: where else the editor can go (the events' and the authors' pages among them,
 * except from there), and sign out. Plain links, not next/link: each page is a navigation of its own, which is how it receives its
 * publishing token.
 */
export async function EditorBar({
  links,
  isAuthorsPage = false,
  isEventsPage = false,
}: {
  links: EditorLink[];
  isAuthorsPage?: boolean;
  isEventsPage?: boolean;
}) {
  const [t, logout, events] = await Promise.all([
    getTranslations("Editor"),
    getTranslations("Logout"),
    getTranslations("EditorEvents"),
  ]);
  const all = [
    ...links,
    ...(isEventsPage ? [] : [{ href: EVENTS_EDITOR_PATH, label: events("barLink") }]),
    ...(isAuthorsPage ? [] : [{ href: AUTHORS_EDITOR_PATH, label: t("authors") }]),
  ];
  return (
    <nav className={styles.bar} aria-label={t("navigation")}>
      {all.map((link) => (
        <a key={link.href} className={styles.link} href={link.href}>
          {link.label}
        </a>
      ))}
      <LogoutButton label={logout("label")} />
    </nav>
  );
}
