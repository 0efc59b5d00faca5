// What the media store refuses, for lib/api/errors.ts to answer. None of them leaves a file or a row behind.

/** Not a JPEG, PNG, WebP or AVIF by its bytes: 415. */
export class UnsupportedImageError extends Error {
  constructor() {
    super("The file is not a JPEG, PNG, WebP or AVIF image (recognised from its content, not its name).");
  }
}

/** Corrupt, truncated, or more pixels than the site decodes: 400. */
export class UnreadableImageError extends Error {}

export class MediaNotFoundError extends Error {
  constructor(readonly hash: string) {
    super(`No uploaded image has the hash ${hash}.`);
  }
}
