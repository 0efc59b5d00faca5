// The bench's uploads (issue 17): how many 4 MB photos a second the server stores, and how far four 12-megapixel
// photos arriving together lift its memory above its peak under page load.
import { phonePhoto } from "../../testing/image-fixtures";
import { memorySampler, type NextServer } from "../../infra/next-server";
import { median } from "./median";

export type UploadFigures = {
  /** 4 MB JPEGs, each new (no dedupe), two clients keeping the server's one-at-a-time queue busy. */
  uploads: number;
  perSecond: number;
  medianMs: number;
  /** The server's peak (resident, whole process tree) under page load, and during the four concurrent uploads. */
  pagePeak: number;
  concurrentPeak: number;
  concurrentMs: number;
  /** Answers that were not 201. */
  failures: string[];
  /** A variant every later load can read. */
  variantPath: string;
};

/** One JPEG through the API's upload route of the server at `base`. */
export function upload(base: string, authorization: string, photo: Buffer, type = "image/jpeg", name = "foto.jpg") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(photo)], { type }), name);
  return fetch(`${base}/edmNews/media`, {
    method: "POST",
    headers: { Authorization: authorization },
    body: form,
  });
}

export async function measureUploads(
  server: NextServer,
  authorization: string,
  pagePeak: number,
  count = 8,
): Promise<UploadFigures> {
  const failures: string[] = [];
  let variantPath = "";
  const timed = async (photo: Buffer) => {
    const started = performance.now();
    const response = await upload(server.url, authorization, photo);
    const answer = (await response.json()) as { variants?: { file: string; url: string }[] };
    if (response.status !== 201) failures.push(`${response.status} ${JSON.stringify(answer)}`);
    variantPath ||= answer.variants?.find((variant) => variant.file === "card-768.webp")?.url ?? "";
    return performance.now() - started;
  };

  const photos = await Promise.all(Array.from({ length: count }, () => phonePhoto({ width: 3000, height: 2000 })));
  const durations: number[] = [];
  const started = performance.now();
  const client = async () => {
    for (let photo = photos.pop(); photo; photo = photos.pop()) durations.push(await timed(photo));
  };
  await Promise.all([client(), client()]);
  const seconds = (performance.now() - started) / 1000;

  const large = await Promise.all(Array.from({ length: 4 }, () => phonePhoto({ width: 4000, height: 3000 })));
  const sampler = memorySampler(server.pid, 10);
  const concurrentStart = performance.now();
  await Promise.all(large.map(timed));
  const concurrentMs = performance.now() - concurrentStart;
  const concurrentPeak = sampler.peak();
  sampler.stop();

  return {
    uploads: count,
    perSecond: count / seconds,
    medianMs: median(durations),
    pagePeak,
    concurrentPeak,
    concurrentMs,
    failures,
    variantPath,
  };
}
