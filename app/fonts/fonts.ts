import localFont from "next/font/local";

/*
 * Self-hosted faces, so rendering needs no network (SIL Open Font License 1.1, see OFL.txt next to each).
 * Each file holds the latin + latin-ext ranges in one face, subset from the Google Fonts releases
 * published on npm (Unbounded 700/800 for headlines, Inter 4 400/600 for text).
 */

/** Headlines: Unbounded, a wide rounded display face. Use through `var(--font-display)`. */
export const displayFont = localFont({
  src: [
    { path: "./unbounded/unbounded-700-latin-latinext.woff2", weight: "700", style: "normal" },
    { path: "./unbounded/unbounded-800-latin-latinext.woff2", weight: "800", style: "normal" },
  ],
  variable: "--font-display",
  display: "swap",
  fallback: ["system-ui", "Arial", "sans-serif"],
});

/** Body copy and UI: Inter. Use through `var(--font-text)`. */
export const textFont = localFont({
  src: [
    { path: "./inter/inter-400-latin-latinext.woff2", weight: "400", style: "normal" },
    { path: "./inter/inter-600-latin-latinext.woff2", weight: "600", style: "normal" },
  ],
  variable: "--font-text",
  display: "swap",
  fallback: ["system-ui", "Arial", "sans-serif"],
});
