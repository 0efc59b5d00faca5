import { LogoutButton } from "./LogoutButton";
import styles from "./EditorBar.module.css";

/**
 * Under every editor page's title: where else the editor can go, and sign out. Plain links, not next/link: each page
 * is a navigation of its own, which is how it receives its publishing token.
 */
export function EditorBar({
  label,
  links,
  logout,
}: {
  label: string;
  links: { href: string; label: string }[];
  logout: string;
}) {
  return (
    <nav className={styles.bar} aria-label={label}>
      {links.map((link) => (
        <a key={link.href} className={styles.link} href={link.href}>
          {link.label}
        </a>
      ))}
      <LogoutButton label={logout} />
    </nav>
  );
}
