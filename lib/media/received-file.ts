import "server-only";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { PARTIAL_PREFIX } from "../write-in-place";
import { mediaRoot } from "./media-folder";
import type { PartSink } from "./multipart";

/** An uploaded file as it arrived: written beside the uploads under a name never served, hashed on the way. */
export type ReceivedFile = { path: string; hash: string; bytes: number };

/**
 * Where an upload's bytes go as they are read: a file in the media folder (so storing it is a rename), at most
 * `maxBytes` long (`tooLarge` is thrown past that, mid-body).
 */
export async function fileReceiver(maxBytes: number, tooLarge: () => Error) {
  await fs.mkdir(mediaRoot(), { recursive: true });
  const file = path.join(mediaRoot(), `${PARTIAL_PREFIX}${randomUUID()}`);
  const handle = await fs.open(file, "wx");
  const hash = createHash("sha256");
  let bytes = 0;
  const sink: PartSink = {
    write: async (chunk) => {
      bytes += chunk.length;
      if (bytes > maxBytes) throw tooLarge();
      hash.update(chunk);
      await handle.writeFile(chunk);
    },
    end: () => handle.close(),
  };
  return {
    sink,
    received: (): ReceivedFile => ({ path: file, hash: hash.digest("hex"), bytes }),
    discard: async () => {
      await handle.close().catch(() => undefined);
      await fs.rm(file, { force: true });
    },
  };
}
