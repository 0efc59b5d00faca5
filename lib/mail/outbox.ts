// The demo's stand-in for a mail server: every mail an .eml file in one folder, in the order they were sent.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { writeInPlace } from "../write-in-place";

/** "2026-11-27T03-40-12.345Z-1f2e3d4c.eml": names sort by the time the mail was written, to the millisecond. */
export const outboxFileName = (now: Date) =>
  `${now.toISOString().replace(/:/g, "-")}-${randomBytes(4).toString("hex")}.eml`;

/** Writes one RFC 5322 message whole into the outbox, or nothing; returns the file. */
export async function writeToOutbox(folder: string, message: Buffer, now: Date): Promise<string> {
  await fs.mkdir(folder, { recursive: true });
  const file = path.join(folder, outboxFileName(now));
  await writeInPlace(file, message);
  return file;
}
