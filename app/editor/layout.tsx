import type { Metadata } from "next";

/** No editor page is for search engines; each one is rendered for its request and never stored (no-store). */
export const metadata: Metadata = { robots: { index: false, follow: false } };

// The editor's pages wear the site's header and footer.
export { default } from "@/app/(site)/layout";
