// The players a story may embed: a paragraph holding only a link to one of these becomes that provider's player,
// drawn first as a poster made here (components/story/EmbedFacade.tsx), so no third party hears of the reader until
// they press it.

export const EMBED_PROVIDERS = ["youtube", "vimeo", "soundcloud", "mixcloud", "spotify"] as const;

export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

export type Embed = {
  provider: EmbedProvider;
  /** The provider's name as readers know it: "Reproducir en YouTube". */
  providerName: string;
  /** The address the editor wrote, normalised: what readers open without JavaScript, and the feeds' link. */
  link: string;
  /** The iframe's address, set to play at once: the press on the poster is the reader's one gesture. */
  player: string;
  /**
   * Only what the player needs (the iframe's `allow`). A video's full screen is the iframe's `allowfullscreen`: Chrome
   * warns in the console when both name it.
   */
  allow: string;
  /** The player's box: a video's ratio, or an audio player's fixed height in CSS pixels. */
  box: { aspectRatio: string } | { height: number };
};

/** Every origin a player loads from: the page's CSP `frame-src` names exactly these. */
export const PLAYER_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://w.soundcloud.com",
  "https://player-widget.mixcloud.com",
  "https://open.spotify.com",
] as const;

const VIDEO = { aspectRatio: "16 / 9" };
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const SPOTIFY_KINDS = new Set(["track", "album", "playlist", "episode", "show", "artist"]);
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m)\./, "");
const segmentsOf = (url: URL) => url.pathname.split("/").filter(Boolean);

function youtubeId(url: URL): string | null {
  const host = hostOf(url);
  const [first, second] = segmentsOf(url);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = first;
  else if (host === "youtube.com" || host === "music.youtube.com" || host === "youtube-nocookie.com") {
    id = first === "watch" ? url.searchParams.get("v") : ["embed", "shorts", "live"].includes(first) ? second : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** `t=90`, `t=1m30s` or `start=90`, in seconds. */
function youtubeStart(url: URL): number | null {
  const value = url.searchParams.get("t") ?? url.searchParams.get("start");
  const match = value ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value) : null;
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function youtube(url: URL): Embed | null {
  const id = youtubeId(url);
  if (!id) return null;
  const start = youtubeStart(url);
  const query = new URLSearchParams({ autoplay: "1", ...(start ? { start: String(start) } : {}) });
  return {
    provider: "youtube",
    providerName: "YouTube",
    link: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ""}`,
    player: `https://www.youtube-nocookie.com/embed/${id}?${query}`,
    allow: "autoplay; encrypted-media; picture-in-picture",
    box: VIDEO,
  };
}

function vimeo(url: URL): Embed | null {
  const host = hostOf(url);
  const segments = segmentsOf(url);
  const id =
    host === "vimeo.com" ? segments[0] : host === "player.vimeo.com" && segments[0] === "video" ? segments[1] : null;
  if (!id || !/^\d{1,12}$/.test(id)) return null;
  return {
    provider: "vimeo",
    providerName: "Vimeo",
    link: `https://vimeo.com/${id}`,
    player: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
    allow: "autoplay; picture-in-picture",
    box: VIDEO,
  };
}

/** A track (`/artist/track`) or a set (`/artist/sets/name`). */
function soundcloud(url: URL): Embed | null {
  const segments = segmentsOf(url);
  const isSet = segments[1] === "sets";
  if (hostOf(url) !== "soundcloud.com" || segments.length !== (isSet ? 3 : 2)) return null;
  const link = `https://soundcloud.com/${segments.join("/")}`;
  return {
    provider: "soundcloud",
    providerName: "SoundCloud",
    link,
    player: `https://w.soundcloud.com/player/?${new URLSearchParams({ url: link, auto_play: "true", visual: "false" })}`,
    allow: "autoplay",
    box: { height: isSet ? 450 : 166 },
  };
}

/** A show: `/artist/show-name/`. */
function mixcloud(url: URL): Embed | null {
  const segments = segmentsOf(url);
  if (hostOf(url) !== "mixcloud.com" || segments.length !== 2) return null;
  const feed = `/${segments.join("/")}/`;
  return {
    provider: "mixcloud",
    providerName: "Mixcloud",
    link: `https://www.mixcloud.com${feed}`,
    player: `https://player-widget.mixcloud.com/widget/iframe/?${new URLSearchParams({ feed, autoplay: "1", hide_cover: "1" })}`,
    allow: "autoplay",
    box: { height: 120 },
  };
}

/** `/track/ID`, also under a language prefix (`/intl-es/track/ID`). */
function spotify(url: URL): Embed | null {
  const segments = segmentsOf(url);
  if (segments[0]?.startsWith("intl-")) segments.shift();
  const [kind, id] = segments;
  if (hostOf(url) !== "open.spotify.com" || segments.length !== 2 || !SPOTIFY_KINDS.has(kind)) return null;
  if (!/^[A-Za-z0-9]{22}$/.test(id)) return null;
  return {
    provider: "spotify",
    providerName: "Spotify",
    link: `https://open.spotify.com/${kind}/${id}`,
    player: `https://open.spotify.com/embed/${kind}/${id}?autoplay=1`,
    allow: "autoplay; encrypted-media",
    box: { height: kind === "track" || kind === "episode" ? 152 : 352 },
  };
}

const PROVIDERS = [youtube, vimeo, soundcloud, mixcloud, spotify];

/** The player a link stands for, or null: any other address stays a link. Only https (or http) addresses qualify. */
export function embedOf(address: string): Embed | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || (url.port && url.port !== "443" && url.port !== "80")) return null;
  for (const provider of PROVIDERS) {
    const embed = provider(url);
    if (embed) return embed;
  }
  return null;
}
