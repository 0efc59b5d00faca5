import { getTranslations } from "next-intl/server";
import { AUTHORS_EDITOR_PATH } from "@/lib/authors/author-slug";
import { EVENTS_EDITOR_PATH, NEWSLETTER_EDITOR_PATH, STATS_EDITOR_PATH } from "@/lib/editor/editor-paths";
import { LogoutButton } from "./login/LogoutButton";
import styles from "./EditorBar.module.css";

export type EditorLink = { href: string; label: string };

/** The editor's pages the bar always offers, except on the page itself. */
export type EditorSection = "events" | "authors" | "stats" | "newsletter";

/**
 * Under every editor page's title: where else the editor can go (the events', the authors', the statistics' and the
 * boletín's pages among them, except from there), and sign out. Plain links, not next/link: each page is a navigation
 * of its own, which is how it receives its publishing token.
 */
export async function EditorBar({ links, current }: { links: EditorLink[]; current?: EditorSection }) {
  const [t, logout, events] = await Promise.all([
    getTranslations("Editor"),
    getTranslations("Logout"),
    getTranslations("EditorEvents"),
  ]);
  const sections: Record<EditorSection, EditorLink> = {
    events: { href: EVENTS_EDITOR_PATH, label: events("barLink") },
    authors: { href: AUTHORS_EDITOR_PATH, label: t("authors") },
    stats: { href: STATS_EDITOR_PATH, label: t("stats") },
    newsletter: { href: NEWSLETTER_EDITOR_PATH, label: t("newsletter") },
  };
  const all = [
    ...links,
    ...Object.entries(sections)
      .filter(([section]) => section !== current)
      .map(([, link]) => link),
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
