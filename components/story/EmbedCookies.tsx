import { getTranslations } from "next-intl/server";
import { EMBED_PROVIDERS } from "@/lib/story/embeds";
import styles from "@/components/layout/NoticeSection.module.css";

/** The cookies page's part about a story's players: who may store what, and only once the reader presses play. */
export async function EmbedCookies() {
  const t = await getTranslations("Cookies");
  return (
    <section className={styles.section} aria-labelledby="players-heading">
      <h2 id="players-heading">{t("playersTitle")}</h2>
      <p>{t("players")}</p>
      <ul>
        {EMBED_PROVIDERS.map((provider) => (
          <li key={provider}>{t.rich(`provider.${provider}`, { provider: (name) => <strong>{name}</strong> })}</li>
        ))}
      </ul>
      <p>{t("playersPrivacy")}</p>
    </section>
  );
}
