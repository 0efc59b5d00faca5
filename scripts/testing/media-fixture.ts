import type { Media } from "../../lib/generated/prisma/client";

/** A 4000x3000 JPEG upload focused on its centre, as its Media row; tests override only what they are about. */
export const aMedia = (overrides: Partial<Media> = {}): Media => ({
  hash: "ab".repeat(32),
  format: "jpeg",
  width: 4000,
  height: 3000,
  bytes: 4_000_000,
  storedBytes: 6_000_000,
  focusX: 0.5,
  focusY: 0.5,
  createdAt: new Date("2026-11-23T00:00:00Z"),
  ...overrides,
});

/** What a post names for that upload: the path of its original. */
export const anUploadedImage = (media: Media) => `/media/${media.hash}/original.jpg`;
