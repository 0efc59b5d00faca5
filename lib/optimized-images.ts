/**
 * The one folder of the site's own images that next/image optimizes (public/images: the sample posts, the team, the
 * logo). An upload has its own sizes already, and its original answers 308, which the optimizer cannot follow: handed
 * one, it answered 500. next.config.ts allows only this folder, so `/_next/image?url=/media/…` is a 400.
 */
export const OPTIMIZED_FOLDER = "/images/";
