// How many scans a JPEG holds, counted from its markers without decoding a pixel. A progressive JPEG may hold any
// number of scans, and its decoder passes over every block of the image for each one however little it codes: 4,000
// empty scans in 400 KB held a core for 12 s, inside libjpeg, where no time limit reaches.
import fs from "node:fs";

/** libjpeg's progressive JPEGs have 10 scans (6 in grey), mozjpeg's a few more; a camera's baseline JPEG has 1. */
export const MAX_JPEG_SCANS = 100;

const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;
/** Markers without a length: start of image, restarts, TEM. */
const standalone = (code: number) => code === 0xd8 || (code >= 0xd0 && code <= 0xd7) || code === 0x01;

/**
 * Walks a JPEG's markers chunk by chunk: a segment is skipped by its length, a scan's coded data up to the next byte
 * 0xFF that is neither stuffing (0x00), a restart marker nor fill.
 */
class ScanCounter {
  scans = 0;
  done = false;
  private state: "marker" | "code" | "length" | "segment" | "coded" = "marker";
  private inScan = false;
  private code = 0;
  private length: number[] = [];
  private remaining = 0;

  read(bytes: Uint8Array): void {
    for (let at = 0; at < bytes.length && !this.done;) at = this.step(bytes, at);
  }

  /** Reads from `at` as the state says; returns where to go on. */
  private step(bytes: Uint8Array, at: number): number {
    if (this.state === "marker" || this.state === "coded") {
      const next = bytes.indexOf(0xff, at);
      if (next === -1) return bytes.length;
      this.state = "code";
      return next + 1;
    }
    if (this.state === "segment") {
      const skipped = Math.min(this.remaining, bytes.length - at);
      this.remaining -= skipped;
      if (this.remaining === 0) this.endSegment();
      return at + skipped;
    }
    if (this.state === "length") {
      this.length.push(bytes[at]);
      if (this.length.length === 2) this.startSegment();
      return at + 1;
    }
    this.readCode(bytes[at]);
    return at + 1;
  }

  private readCode(code: number): void {
    if (code === 0xff) return;
    if (this.inScan && (code === 0x00 || (code >= 0xd0 && code <= 0xd7))) {
      this.state = "coded";
      return;
    }
    this.inScan = false;
    if (code === END_OF_IMAGE) this.done = true;
    else if (standalone(code) || code === 0x00) this.state = "marker";
    else [this.state, this.code, this.length] = ["length", code, []];
  }

  private startSegment(): void {
    this.remaining = ((this.length[0] << 8) | this.length[1]) - 2;
    this.state = "segment";
    if (this.remaining <= 0) this.endSegment();
  }

  private endSegment(): void {
    this.inScan = this.code === START_OF_SCAN;
    if (this.inScan) this.scans += 1;
    this.state = this.inScan ? "coded" : "marker";
  }
}

/** The number of scans in the JPEG file, read until its end or until there are more than `stopAbove`. */
export async function jpegScans(file: string, stopAbove = Infinity): Promise<number> {
  const counter = new ScanCounter();
  const stream = fs.createReadStream(file, { highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream) {
      counter.read(chunk as Buffer);
      if (counter.done || counter.scans > stopAbove) break;
    }
  } finally {
    stream.destroy();
  }
  return counter.scans;
}
