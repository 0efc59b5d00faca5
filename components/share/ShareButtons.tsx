import { getTranslations } from "next-intl/server";
import { shareLinks } from "@/lib/seo/share-links";
import { CopyLinkButton } from "./CopyLinkButton";
import styles from "./ShareButtons.module.css";

/** `heading`: what is shared, when it is not a post ("Comparte este evento"). */
type Props = { title: string; url: string; heading?: string };

export async function ShareButtons({ title, url, heading }: Props) {
  const t = await getTranslations("Share");
  const links = shareLinks(title, url);
  const networks = [
    { href: links.whatsapp, label: t("whatsapp") },
    { href: links.x, label: t("x") },
    { href: links.facebook, label: t("facebook") },
  ];
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        {heading ?? t("heading")}
      </h2>
      <ul className={styles.list}>
        {networks.map((network) => (
          <li key={network.label}>
            <a className={styles.button} href={network.href} target="_blank" rel="noopener noreferrer">
              {network.label}
              <span className={styles.visuallyHidden}> {t("opensInNewTab")}</span>
            </a>
          </li>
        ))}
        <li>
          <CopyLinkButton url={url} label={t("copy")} copiedMessage={t("copied")} failedMessage={t("copyFailed")} />
        </li>
      </ul>
    </section>
  );
}
