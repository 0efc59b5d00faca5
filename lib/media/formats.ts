// The image formats the site stores, as recognised from a file's bytes, and how their files are named and served.

export const MEDIA_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" } as const satisfies Record<
  MediaFormat,
  string
>;
export type MediaExtension = (typeof EXTENSIONS)[MediaFormat];

const CONTENT_TYPES: Record<MediaExtension, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

export const isMediaFormat = (value: string): value is MediaFormat => MEDIA_FORMATS.includes(value as MediaFormat);

/** The Content-Type of a stored file, from its extension: the only names stored are the site's own. */
export function contentTypeOf(file: string): string | undefined {
  const extension = file.slice(file.lastIndexOf(".") + 1);
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension as MediaExtension] : undefined;
}
