import localFont from "next/font/local";

/*
 * Self-hosted faces, so rendering needs no network (SIL Open Font License 1.1, see OFL.txt next to each).
 * Each file is the latin subset of the Google Fonts release as published on npm by Fontsource 5.3 (Unbounded
 * 700/800 for headlines, Inter 400/600 for text): Spanish needs nothing beyond it, and it is a third of the
 * latin + latin-ext files' weight. A rarer letter falls back to the system face.
 *
 * Only the headline face is preloaded: it is the largest text of the first screen and keeps its shape from the
 * first paint. Body text takes Inter only if it is there for the first paint (`optional`), and keeps the system face
 * otherwise, without competing with the page's own requests on a slow phone connection: next/font's size-matched
 * fallback is made from Arial, which Android phones lack, so a late swap to Inter rewrapped the home page's text
 * and moved it by 0.19 (a layout shift Google counts as poor from 0.25), the next page then has Inter from cache.
 */

/** Headlines: Unbounded, a wide rounded display face. Use through `var(--font-display)`. */
export const displayFont = localFont({
  src: [
    { path: "./unbounded/unbounded-700-latin.woff2", weight: "700", style: "normal" },
    { path: "./unbounded/unbounded-800-latin.woff2", weight: "800", style: "normal" },
  ],
  variable: "--font-display",
  display: "swap",
  preload: true,
  fallback: ["system-ui", "Arial", "sans-serif"],
});

/** Body copy and UI: Inter. Use through `var(--font-text)`. */
export const textFont = localFont({
  src: [
    { path: "./inter/inter-400-latin.woff2", weight: "400", style: "normal" },
    { path: "./inter/inter-600-latin.woff2", weight: "600", style: "normal" },
  ],
  variable: "--font-text",
  display: "optional",
  preload: false,
  fallback: ["system-ui", "Arial", "sans-serif"],
});
