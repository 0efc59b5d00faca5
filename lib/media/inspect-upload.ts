// What an upload is, read from its bytes before a single pixel is decoded: its format, its size upright and, for a
// JPEG, how many passes decoding it takes. A file no decode could afford is refused here, cheaply.
import "server-only";
import fs from "node:fs/promises";
import { UnreadableImageError, UnsupportedImageError } from "./errors";
import type { MediaFormat } from "./formats";
import { jpegScans, MAX_JPEG_SCANS } from "./jpeg-scans";
import { uprightSize } from "./render";
import { formatOf } from "./sniff";

export type UploadShape = { format: MediaFormat; width: number; height: number };

/** The format the file's first bytes say. */
async function formatOfFile(file: string): Promise<MediaFormat | null> {
  const handle = await fs.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return formatOf(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** Its format (415 otherwise), then, for a JPEG, its scans, then its size from its header (a bomb is refused: 400). */
export async function inspectUpload(file: string): Promise<UploadShape> {
  const format = await formatOfFile(file);
  if (!format) throw new UnsupportedImageError();
  if (format === "jpeg" && (await jpegScans(file, MAX_JPEG_SCANS)) > MAX_JPEG_SCANS) {
    throw new UnreadableImageError(
      `The JPEG is split into more than ${MAX_JPEG_SCANS} scans (an ordinary one has at most a dozen): save it again and upload that copy.`,
    );
  }
  return { format, ...(await uprightSize(file)) };
}
