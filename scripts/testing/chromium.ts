/**
 * The browser the tests drive: Debian's build of Chromium's headless shell, the same Blink and V8 as `chromium` without
 * the desktop browser around them, which is what Playwright's own headless mode runs. Each new page costs its renderer
 * a tenth of the full browser's processor time (docs/testing.md), and the suites open thousands. `CHROMIUM_PATH`
 * runs them in another build, the full `/usr/bin/chromium` for one.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";

/** The desktop browser, for what measures a reader's browser rather than testing the site (Lighthouse). */
export const DESKTOP_CHROMIUM_PATH = "/usr/bin/chromium";

/** The flags keep it off this machine's closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
