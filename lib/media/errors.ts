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

/** Every place for media work is taken: 503 with Retry-After, before a byte of the body is read. */
export class MediaBusyError extends Error {
  readonly retryAfterSeconds = 10;
  constructor() {
    super("The server is busy with other photos: send this one again in a few seconds.");
  }
}

/** The client went away before its photo was made: the work stops there and leaves nothing behind. */
export class ClientGoneError extends Error {
  constructor() {
    super("The client closed the request before the photo was stored.");
  }
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "");

/** The media folder holds what MEDIA_MAX_MB allows: 507, until prune or the setting makes room. */
export class MediaFolderFullError extends Error {
  constructor(held: number, limit: number) {
    super(
      `The media folder is full: its photos take ${megabytes(held)} MB of the ${megabytes(limit)} MB that ` +
        "MEDIA_MAX_MB allows. Remove the photos no page uses (npm run media:prune) or raise MEDIA_MAX_MB.",
    );
  }
}
