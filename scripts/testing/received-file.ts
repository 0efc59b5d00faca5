// An upload as the API hands it to the media store: a file in the media folder, hashed (lib/media/received-file.ts).
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "../../lib/env";
import { PARTIAL_PREFIX } from "../../lib/write-in-place";
import type { ReceivedFile } from "../../lib/media/received-file";

export function receivedFile(bytes: Buffer): ReceivedFile {
  fs.mkdirSync(env().MEDIA_DIR, { recursive: true });
  const file = path.join(env().MEDIA_DIR, `${PARTIAL_PREFIX}${randomUUID()}`);
  fs.writeFileSync(file, bytes);
  return { path: file, hash: createHash("sha256").update(bytes).digest("hex"), bytes: bytes.length };
}
