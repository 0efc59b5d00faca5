import { getTranslations } from "next-intl/server";
import type { Embed } from "@/lib/story/embeds";

/**
 * A player in a story, before the reader asks for it: a link to the provider's page, so nothing is requested from the
 * provider while the page loads, and without JavaScript the reader still gets there.
 */
export async function EmbedFacade({ embed, title }: { embed: Embed; title: string | null }) {
  const t = await getTranslations("Embed");
  return (
    <p>
      <a href={embed.link} rel="noopener" data-embed={embed.provider}>
        {t("play", { provider: embed.providerName })}
        {title ? `: ${title}` : null}
      </a>
    </p>
  );
}
