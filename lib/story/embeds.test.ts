import { embedOf, PLAYER_ORIGINS } from "./embeds";

describe("embedOf", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    ],
    [
      "https://youtu.be/dQw4w9WgXcQ?t=1m30s",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90",
    ],
    [
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    ],
    ["https://vimeo.com/76979871", "vimeo", "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1"],
    [
      "https://soundcloud.com/anyma/eternity",
      "soundcloud",
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fanyma%2Feternity&auto_play=true&visual=false",
    ],
    [
      "https://www.mixcloud.com/boilerroom/charlotte-de-witte/",
      "mixcloud",
      "https://player-widget.mixcloud.com/widget/iframe/?feed=%2Fboilerroom%2Fcharlotte-de-witte%2F&autoplay=1&hide_cover=1",
    ],
    [
      "https://open.spotify.com/intl-es/playlist/37i9dQZF1DX4dyzvuaRJ0n",
      "spotify",
      "https://open.spotify.com/embed/playlist/37i9dQZF1DX4dyzvuaRJ0n?autoplay=1",
    ],
  ])("reads %s as a %s player", (address, provider, player) => {
    const embed = embedOf(address);
    expect(embed).toMatchObject({ provider, player });
    expect(PLAYER_ORIGINS.some((origin) => embed!.player.startsWith(`${origin}/`))).toBe(true);
    expect(embed!.allow).toMatch(/^autoplay(; (encrypted-media|picture-in-picture))*$/);
    // The renderer keeps only the link and draws the player from it again.
    expect(embedOf(embed!.link)).toEqual(embed);
  });

  it.each([
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/channel/UC1234567890",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://vimeo.com/channels/staffpicks",
    "https://soundcloud.com/anyma",
    "https://open.spotify.com/user/abc",
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
    "https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
    "https://boletos.example.mx/edc",
    "no es una dirección",
  ])("leaves %s a link", (address) => {
    expect(embedOf(address)).toBeNull();
  });
});
