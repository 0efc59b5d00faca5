// Real image files for the media tests, made with sharp at run time: a phone photo with GPS and a rotation tag, and
// the bad files an upload must refuse.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import sharp from "sharp";

/** Red, as the photo's top rows are painted: a photo shown upright has its red edge where the tag says. */
export const RED_EDGE_ROWS = 0.1;

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Fotógrafa de prueba</dc:creator>
</rdf:Description></rdf:RDF></x:xmpmeta>`;

/** Random pixels (which JPEG cannot shrink much) with a red band across the stored top. */
function noisyPixels(width: number, height: number): Buffer {
  const pixels = randomBytes(width * height * 3);
  const redRows = Math.round(height * RED_EDGE_ROWS);
  for (let at = 0; at < width * redRows * 3; at += 3) pixels.set([255, 0, 0], at);
  return pixels;
}

/** A JPEG comment segment, right after the start-of-image marker. */
function withComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, "latin1");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
}

/**
 * A phone photo as cameras store it: pixels sideways with EXIF orientation 6 (shown turned 90° clockwise), GPS
 * coordinates in Mexico City, XMP, a Display P3 ICC profile and a comment. Noise makes it a few megabytes.
 */
export async function phonePhoto({ width = 3000, height = 2000, quality = 92 } = {}): Promise<Buffer> {
  const jpeg = await sharp(noisyPixels(width, height), { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: "PulsoCam", Model: "Prueba 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 25/1 56/1", GPSLongitudeRef: "W", GPSLongitude: "99/1 7/1 59/1" },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile("p3")
    .withXmp(XMP)
    .jpeg({ quality })
    .toBuffer();
  return withComment(jpeg, "Ubicación: Ciudad de México");
}

/** A small PNG with transparency. */
export function smallPng(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 200, b: 120, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, "latin1"), data])));
  return Buffer.concat([length, Buffer.from(type, "latin1"), data, crc]);
}

/**
 * A decompression bomb: a valid 30,000 x 30,000 black-and-white PNG (900 megapixels) of about 100 KB. Its rows are
 * compressed as they are made, so making it never holds the image.
 */
export async function pixelBomb(side = 30_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, deflate, adaptive filters, not interlaced
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  const rows = Readable.from(
    (function* () {
      for (let line = 0; line < side; line += 1) yield row;
    })(),
  );
  const compressed: Buffer[] = [];
  for await (const chunk of rows.pipe(zlib.createDeflate({ level: 9 }))) compressed.push(chunk as Buffer);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.concat(compressed)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The first part of a file, as an interrupted transfer leaves it. */
export const truncated = (file: Buffer, fraction = 0.6) => file.subarray(0, Math.round(file.length * fraction));

/** An SVG that runs a script when opened as a page. */
export const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
  );

export const htmlPage = () => Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");

/**
 * The coded bits of one AC scan whose `blocks` blocks are all empty: end-of-band runs of 16,384 to 32,767 blocks
 * (symbol 0xE0, 14 extra bits), each symbol coded by the one-bit code `0`, padded with ones, 0xFF bytes stuffed.
 */
function emptyScanData(blocks: number): Buffer {
  const runs = Math.ceil(blocks / 32_767);
  const bits: number[] = [];
  for (let index = 0, left = blocks; index < runs; index += 1) {
    const run = Math.round(left / (runs - index));
    left -= run;
    bits.push(0);
    for (let bit = 13; bit >= 0; bit -= 1) bits.push(((run - 16_384) >> bit) & 1);
  }
  while (bits.length % 8 !== 0) bits.push(1);
  const bytes: number[] = [];
  for (let at = 0; at < bits.length; at += 8) {
    const byte = bits.slice(at, at + 8).reduce((value, bit) => (value << 1) | bit, 0);
    bytes.push(...(byte === 0xff ? [0xff, 0x00] : [byte]));
  }
  return Buffer.from(bytes);
}

/**
 * A scan bomb: a valid grey progressive JPEG of `side` x `side` pixels followed by `scans` more scans that code
 * nothing. Each is an AC first scan with Ah = Al = 0, which libjpeg takes again and again without a warning, and costs
 * a few dozen bytes to store and a pass over every block of the image to decode (4,000 of them: 12 s of a core).
 */
export async function scanBomb({ side = 7000, scans = 4002 } = {}): Promise<Buffer> {
  const progressive = await sharp({ create: { width: side, height: side, channels: 3, background: "#808080" } })
    .toColourspace("b-w")
    .jpeg({ progressive: true })
    .toBuffer();
  // A Huffman table of one code for the one symbol the empty scans use, then the scans (component 1, bands 1-63).
  const table = Buffer.from([0xff, 0xc4, 0, 20, 0x10, 1, ...Array<number>(15).fill(0), 0xe0]);
  const scan = Buffer.concat([
    Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0x00, 1, 63, 0x00]),
    emptyScanData(Math.ceil(side / 8) ** 2),
  ]);
  const endOfImage = progressive.length - 2;
  return Buffer.concat([
    progressive.subarray(0, endOfImage),
    table,
    ...Array<Buffer>(scans).fill(scan),
    progressive.subarray(endOfImage),
  ]);
}
