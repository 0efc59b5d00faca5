import { getTranslations } from "next-intl/server";
import type { Embed } from "@/lib/story/embeds";
import { EmbedPlayer } from "./EmbedPlayer";
import { PosterArt } from "./PosterArt";
import { ProviderMark } from "./ProviderMark";
import styles from "./EmbedFacade.module.css";

/**
 * A player in a story, before the reader asks for it: a poster drawn here (the provider's mark and colour, the link's
 * text as its title, a play button) in the player's own box, so nothing is requested from the provider while the page
 * loads and nothing moves when the player takes its place. Without JavaScript the poster is a link to the provider,
 * and so it stays when not `playable` (the editor's live preview, drawn by a server function, whose answer cannot
 * bring the player's script along).
 */
export async function EmbedFacade({
  embed,
  title,
  playable = true,
}: {
  embed: Embed;
  title: string | null;
  playable?: boolean;
}) {
  const t = await getTranslations("Embed");
  const video = "aspectRatio" in embed.box;
  const named = (text: string) => (title ? `${text}: ${title}` : text);
  const poster = (
    <>
      <span className={styles.play} aria-hidden="true" />
      <span className={styles.caption}>
        <span className={styles.provider}>
          <ProviderMark provider={embed.provider} className={styles.mark} />
          {t("play", { provider: embed.providerName })}
        </span>
        {title ? <span className={styles.title}>{title}</span> : null}
      </span>
    </>
  );
  return (
    <div className={`${styles.embed} ${video ? styles.video : styles.audio}`} data-embed={embed.provider}>
      <PosterArt box={embed.box} />
      {playable ? (
        <EmbedPlayer
          link={embed.link}
          player={embed.player}
          allow={embed.allow}
          video={video}
          frameTitle={named(t("player", { provider: embed.providerName }))}
        >
          {poster}
        </EmbedPlayer>
      ) : (
        <a className={styles.poster} href={embed.link} rel="noopener">
          {poster}
        </a>
      )}
    </div>
  );
}
