// The format of an upload, from its first bytes (magic numbers): never from its name or its declared type.
import type { MediaFormat } from "./formats";

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const textAt = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** An ISO media file (HEIF's box layout) whose ftyp box names AVIF as its brand or among its compatible ones. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
  const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
  const brands = [textAt(bytes, 8, 4)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(textAt(bytes, at, 4));
  return brands.some((brand) => brand === "avif" || brand === "avis");
}

/** JPEG, PNG, WebP or AVIF as the bytes say; null for anything else (HTML, SVG, GIF, HEIC...). */
export function formatOf(bytes: Uint8Array): MediaFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, ...ascii("PNG\r\n"), 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (bytes.length >= 12 && isAvif(bytes)) return "avif";
  return null;
}
