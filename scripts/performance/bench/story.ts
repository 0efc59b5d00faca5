// Issue 26's story in the bench: the 2,000-word story (10 headings, a table, 4 photos uploaded here, 4 embeds) is
// published through the API, its page is loaded like every other page, and its render without the page cache is timed.
// npm run lighthouse -- --story audits the same story.
import { longStory } from "../../testing/long-story";
import { phonePhoto } from "../../testing/image-fixtures";
import type { NextServer } from "../../infra/next-server";
import { upload } from "./media";
import { median } from "./median";

export type StoryFigures = { id: string; uncachedMs: number[]; medianUncachedMs: number; htmlBytes: number };

const json = (authorization: string) => ({ Authorization: authorization, "Content-Type": "application/json" });

/** A post published through the API of the server at `base`, with the story's title and description: its id. */
async function publish(base: string, authorization: string, fields: Record<string, string>): Promise<string> {
  const id = `historia-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const response = await fetch(`${base}/edmNews/createNews`, {
    method: "POST",
    headers: json(authorization),
    body: JSON.stringify({
      id,
      title: "Una noche completa en el autódromo",
      description: "La crónica entera: escenarios, line-up, fotos y los sets.",
      author: "Redacción Pulso",
      date: new Date().toISOString().slice(0, 10),
      ...fields,
    }),
  });
  if (response.status !== 201)
    throw new Error(`Publishing ${id} answered ${response.status}: ${await response.text()}`);
  return id;
}

/** A photo uploaded to the server at `base`: its address (/media/...). */
export async function uploaded(base: string, authorization: string, ...file: [Buffer, string?, string?]) {
  const response = await upload(base, authorization, ...file);
  const answer = (await response.json()) as { url?: string };
  // 200: the same bytes were uploaded before, and the answer names that upload.
  if (!response.ok || !answer.url) throw new Error(`An upload answered ${response.status}`);
  return answer.url;
}

/**
 * Four photos uploaded to the server at `base`, then the story that shows them: its id. Its cover is the first
 * photo, or `cover`.
 */
export async function publishStory(base: string, authorization: string, cover?: string): Promise<string> {
  const photos: string[] = [];
  for (let index = 0; index < 4; index++)
    photos.push(await uploaded(base, authorization, await phonePhoto({ width: 2400, height: 1600 })));
  const [introduction, climax, conclusion] = longStory(photos);
  return publish(base, authorization, { introduction, climax, conclusion, image: cover ?? photos[0] });
}

/** The story's plain twin: the same title, description and cover, and a body of three short plain paragraphs. */
export function publishPlainPost(base: string, authorization: string, cover: string): Promise<string> {
  const [introduction, climax, conclusion] = ["La fila daba vuelta.", "Sonó el cierre.", "Volveremos."];
  return publish(base, authorization, { introduction, climax, conclusion, image: cover });
}

/**
 * The story's page rendered from the database, `runs` times: each correction of its title drops its cached page
 * (docs/caching.md), so the next request renders it afresh.
 */
export async function timeUncachedStory(
  server: NextServer,
  authorization: string,
  id: string,
  runs = 7,
): Promise<StoryFigures> {
  const uncachedMs: number[] = [];
  let htmlBytes = 0;
  for (let run = 0; run < runs; run++) {
    const edit = await fetch(`${server.url}/edmNews/${id}`, {
      method: "PATCH",
      headers: json(authorization),
      body: JSON.stringify({ title: `Una noche completa en el autódromo (${run + 1})` }),
    });
    if (!edit.ok) throw new Error(`Correcting the story answered ${edit.status}`);
    const started = performance.now();
    const page = await fetch(`${server.url}/post/${id}`);
    const html = await page.text();
    uncachedMs.push(performance.now() - started);
    if (page.status !== 200 || !html.includes(`(${run + 1})`))
      throw new Error("The story's page was not rendered anew");
    htmlBytes = Buffer.byteLength(html);
  }
  return { id, uncachedMs, medianUncachedMs: median(uncachedMs), htmlBytes };
}
