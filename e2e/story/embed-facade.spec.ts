import type { APIRequestContext, Locator, Page, Request } from "@playwright/test";
import { embedOf, PLAYER_ORIGINS } from "../../lib/story/embeds";
import { axeViolations } from "../support/accessibility";
import { E2E_BASE_URL } from "../support/environment";
import { layoutShift, settled, trackLayoutShift } from "../support/layout-shift";
import { newPost, publish, type NewPost } from "../support/posts";
import { desktopOnly, expect, test } from "../support/test";

const AFTERMOVIE = { text: "Aftermovie de EDC México 2026", link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" };
const SET = { text: "Anyma en Ceremonia", link: "https://soundcloud.com/anyma/eternity" };
const youtube = embedOf(AFTERMOVIE.link)!;
const soundcloud = embedOf(SET.link)!;

/** A story with a YouTube and a SoundCloud link alone in their paragraphs; its cover is the site's own, so nothing
 * on the page comes from elsewhere. */
function storyWithPlayers(): NewPost {
  return newPost({
    image: `${E2E_BASE_URL}/images/posts/bahidora-2025-las-estacas.webp`,
    introduction: `La fila daba vuelta a la manzana.\n\n[${AFTERMOVIE.text}](${AFTERMOVIE.link})\n\nY adentro, otra fila.`,
    climax: `A las tres de la mañana sonó el cierre.\n\n[${SET.text}](${SET.link})`,
  });
}

const isPlayer = (url: URL) => PLAYER_ORIGINS.some((origin) => origin === url.origin);

/**
 * The providers' hosts, their players', images' and media's alike (the popular facades' trap is a thumbnail from
 * i.ytimg.com). Only these are watched: the page's other parts (related posts) may show covers that other tests
 * published from other hosts.
 */
const PROVIDER_HOSTS = [
  "youtube.com",
  "youtube-nocookie.com",
  "ytimg.com",
  "googlevideo.com",
  "vimeo.com",
  "vimeocdn.com",
  "soundcloud.com",
  "sndcdn.com",
  "mixcloud.com",
  "spotify.com",
  "scdn.co",
  "spotifycdn.com",
];
const isProvider = ({ hostname }: URL) =>
  PROVIDER_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));

/** Every request the page makes to a provider, in order; the players' origins answer a stub page. */
async function watchThirdParties(page: Page): Promise<string[]> {
  const leaving: string[] = [];
  page.on("request", (request: Request) => {
    if (isProvider(new URL(request.url()))) leaving.push(request.url());
  });
  await page.route(isPlayer, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Reproductor</title><p>Reproductor</p>" }),
  );
  return leaving;
}

/** Publishes a story with both players and opens it; what the page asks of other origins is in the list returned. */
async function openStory(page: Page, request: APIRequestContext): Promise<string[]> {
  const post = storyWithPlayers();
  expect((await publish(request, post)).status()).toBe(201);
  const leaving = await watchThirdParties(page);
  await page.goto(`/post/${post.id}`);
  return leaving;
}

/** Content-Security-Policy refusals the page reports (a player's frame refused by frame-src would be one). */
function watchRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

const poster = (page: Page, provider: string) => page.getByRole("button", { name: `Reproducir en ${provider}` });

/** The box a poster and then its player fill. */
const playerBox = (page: Page, provider: string) => page.locator(`[data-embed="${provider}"]`);

/** "Reproducir en YouTube", then the link's text. */
const named = (provider: string, text: string) => new RegExp(`^Reproducir en ${provider}\\W+${text}$`);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test.describe("a story's embedded players", () => {
  test("posters drawn here, nothing asked of a provider before the press; then its player, in the same box", async ({
    page,
    request,
  }) => {
    const refusals = watchRefusals(page);
    await trackLayoutShift(page);
    const leaving = await openStory(page, request);

    const video = poster(page, "YouTube");
    const audio = poster(page, "SoundCloud");
    await expect(video).toHaveAccessibleName(named("YouTube", AFTERMOVIE.text));
    await expect(audio).toHaveAccessibleName(named("SoundCloud", SET.text));
    await page.mouse.wheel(0, 2500);
    await settled(page);
    expect(leaving, "requests before any press").toEqual([]);
    expect(await layoutShift(page), "the posters, drawn and then made buttons").toBeLessThan(0.01);
    expect(await axeViolations(page)).toEqual([]);

    // What the press must leave where it was: the box, the poster's place in it, and the paragraph after it.
    const videoBox = playerBox(page, "youtube");
    await video.scrollIntoViewIfNeeded();
    const before = {
      box: await boxOf(videoBox),
      poster: await boxOf(video),
      next: await boxOf(page.getByText("Y adentro, otra fila.")),
    };
    expect(before.poster.width / before.poster.height).toBeCloseTo(16 / 9, 1);
    const asked = page.waitForRequest(youtube.player);
    await video.click();
    const player = page.getByTitle(`Reproductor de YouTube: ${AFTERMOVIE.text}`);
    await expect(player).toHaveAttribute("src", youtube.player);
    await expect(player).toHaveAttribute("allow", youtube.allow);
    await expect(player).toHaveAttribute("allowfullscreen", "");
    await expect(player).toBeFocused();
    await asked;
    await settled(page);
    expect(await boxOf(player)).toEqual(before.poster);
    expect(await boxOf(videoBox)).toEqual(before.box);
    expect(await boxOf(page.getByText("Y adentro, otra fila."))).toEqual(before.next);
    expect(leaving, "only the pressed player was asked for").toEqual([youtube.player]);

    const audioBox = playerBox(page, "soundcloud");
    await audio.scrollIntoViewIfNeeded();
    const audioBefore = { box: await boxOf(audioBox), poster: await boxOf(audio) };
    expect(audioBefore.poster.height).toBe("height" in soundcloud.box ? soundcloud.box.height : null);
    await audio.click();
    const set = page.getByTitle(`Reproductor de SoundCloud: ${SET.text}`);
    await expect(set).toHaveAttribute("src", soundcloud.player);
    await expect(set).not.toHaveAttribute("allowfullscreen");
    await expect(set).toBeFocused();
    await settled(page);
    expect(await boxOf(set)).toEqual(audioBefore.poster);
    expect(await boxOf(audioBox)).toEqual(audioBefore.box);
    expect(leaving).toEqual([youtube.player, soundcloud.player]);
    expect(refusals).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("each poster is a plain link to the provider's page, and nothing is asked of it", async ({
      page,
      request,
    }) => {
      const leaving = await openStory(page, request);
      await expect(page.getByRole("link", { name: named("YouTube", AFTERMOVIE.text) })).toHaveAttribute(
        "href",
        youtube.link,
      );
      await expect(page.getByRole("link", { name: named("SoundCloud", SET.text) })).toHaveAttribute(
        "href",
        soundcloud.link,
      );
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(leaving).toEqual([]);
    });
  });

  test("the post page may frame the players' origins and no other", desktopOnly("a header"), async ({ request }) => {
    const post = storyWithPlayers();
    expect((await publish(request, post)).status()).toBe(201);
    const policy = (await request.get(`/post/${post.id}`)).headers()["content-security-policy"] ?? "";
    const frames = policy.split("; ").find((directive) => directive.startsWith("frame-src "));
    expect(frames?.split(" ").slice(1)).toEqual([...PLAYER_ORIGINS]);
  });
});
