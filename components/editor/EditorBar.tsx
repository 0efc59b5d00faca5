import { getTranslations } from "next-intl/server";
import { AUTHORS_EDITOR_PATH } from "@/lib/authors/author-paths";
import { editorSession } from "@/lib/auth/editor-session";
import {
  ACCOUNT_EDITOR_PATH,
  AUDIT_EDITOR_PATH,
  EVENTS_EDITOR_PATH,
  NEWSLETTER_EDITOR_PATH,
  STATS_EDITOR_PATH,
  TEAM_EDITOR_PATH,
} from "@/lib/editor/editor-paths";
import { sessionHolds } from "@/lib/team/rights";
import { pageRule, type GuardedPage } from "@/lib/team/route-rules";
import { LogoutButton } from "./login/LogoutButton";
import styles from "./EditorBar.module.css";

export type EditorLink = { href: string; label: string };

/** The editor's pages the bar always offers, except on the page itself. */
export type EditorSection = "events" | "authors" | "stats" | "newsletter" | "team" | "audit" | "account";

/** Each section's page, whose rule says who is offered the link. */
const SECTION_PAGES: Record<EditorSection, GuardedPage> = {
  events: "/editor/eventos",
  authors: "/editor/autores",
  stats: "/editor/estadisticas",
  newsletter: "/editor/boletin",
  team: "/editor/equipo",
  audit: "/editor/registro",
  account: "/editor/cuenta",
};

/**
 * Under every editor page's title: where else the person can go (the events', the authors', the statistics', the
 * boletín's, the team's and the audit log's pages among them, those their role opens, and their own account's, except from there), and
 * sign out. Plain links, not next/link: each page is a navigation
 * of its own, which is how it receives its publishing token.
 */
export async function EditorBar({ links, current }: { links: EditorLink[]; current?: EditorSection }) {
  const [t, logout, events, session] = await Promise.all([
    getTranslations("Editor"),
    getTranslations("Logout"),
    getTranslations("EditorEvents"),
    editorSession(),
  ]);
  const sections: Record<EditorSection, EditorLink> = {
    events: { href: EVENTS_EDITOR_PATH, label: events("barLink") },
    authors: { href: AUTHORS_EDITOR_PATH, label: t("authors") },
    stats: { href: STATS_EDITOR_PATH, label: t("stats") },
    newsletter: { href: NEWSLETTER_EDITOR_PATH, label: t("newsletter") },
    team: { href: TEAM_EDITOR_PATH, label: t("team") },
    audit: { href: AUDIT_EDITOR_PATH, label: t("audit") },
    account: { href: ACCOUNT_EDITOR_PATH, label: t("account") },
  };
  const opens = (section: EditorSection) => session !== null && sessionHolds(session, pageRule(SECTION_PAGES[section]));
  const all = [
    // A session that must first add a second factor opens nothing else: its page's own links lead nowhere yet.
    ...(session?.factorSetup ? [] : links),
    ...(Object.entries(sections) as [EditorSection, EditorLink][])
      .filter(([section]) => section !== current && opens(section))
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
