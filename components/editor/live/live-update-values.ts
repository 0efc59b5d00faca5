// A live update as the en-vivo page's form holds it, and the body POST /edmNews/{id}/updates takes from it. Every
// rule is the API's: the text goes as typed, and the API names what it refuses.

export type LiveUpdateValues = { text: string; image: string; imageAlt: string; pinned: boolean };

export const EMPTY_LIVE_UPDATE: LiveUpdateValues = { text: "", image: "", imageAlt: "", pinned: false };

/** The photo and what it shows go only with a photo: alt text alone describes nothing. */
export function liveUpdateBody({ text, image, imageAlt, pinned }: LiveUpdateValues) {
  const photo = image.trim();
  return { text, ...(photo && { image: photo, imageAlt }), pinned };
}
