import { renderToStaticMarkup } from "react-dom/server";
import { embedOf, type Embed } from "@/lib/story/embeds";
import { EmbedPlayer } from "./EmbedPlayer";
import { PosterArt } from "./PosterArt";

const LINKS = [
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "https://vimeo.com/76979871",
  "https://soundcloud.com/anyma/eternity",
  "https://soundcloud.com/anyma/sets/genesys",
  "https://www.mixcloud.com/boilerroom/charlotte-de-witte/",
  "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
  "https://open.spotify.com/playlist/37i9dQZF1DX4dyzvuaRJ0n",
];
const embeds = LINKS.map((link) => embedOf(link)!);

const attribute = (markup: string, name: string) => new RegExp(`<svg[^>]* ${name}="([^"]*)"`).exec(markup)?.[1];

describe("the poster's art", () => {
  it.each(embeds.map((embed) => [embed.link, embed] as const))("holds %s's player box", (_, embed: Embed) => {
    const markup = renderToStaticMarkup(<PosterArt box={embed.box} />);
    if ("height" in embed.box) {
      expect(attribute(markup, "height")).toBe(String(embed.box.height));
      expect(attribute(markup, "viewBox")).toBe(`0 0 640 ${embed.box.height}`);
    } else {
      expect(embed.box.aspectRatio).toBe("16 / 9");
      expect(attribute(markup, "height")).toBeUndefined();
      expect(attribute(markup, "viewBox")).toBe("0 0 640 360");
    }
    // The editor's Content-Security-Policy refuses style attributes; nothing on the poster is fetched.
    expect(markup).not.toMatch(/style=|href=|src=/);
  });
});

describe("the poster's press before the page's script runs", () => {
  it.each(embeds.map((embed) => [embed.link, embed] as const))("is a plain link to %s", (link, embed: Embed) => {
    const markup = renderToStaticMarkup(
      <EmbedPlayer link={embed.link} player={embed.player} allow={embed.allow} video frameTitle="Reproductor">
        <span>Reproducir</span>
      </EmbedPlayer>,
    );
    expect(markup).toMatch(new RegExp(`^<a [^>]*href="${link.replaceAll("?", "\\?")}" rel="noopener"`));
    expect(markup).toContain("<span>Reproducir</span>");
    expect(markup).not.toMatch(/<iframe|<button|src=/);
  });
});
