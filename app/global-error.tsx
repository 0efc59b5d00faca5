"use client";

import { loadError } from "@/components/post/load-error";
import { site } from "@/lib/site";
import "./globals.css";
import styles from "./not-found.module.css";

/**
 * A page that fails while rendering on the server never reaches a segment's error.tsx (a cached page is all or
 * nothing), so this replaces the whole document.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const title = loadError.title(loadError.fallback);
  return (
    <html lang="es-MX">
      <body>
        <title>{`${title} | ${site.product}`}</title>
        <main className={styles.page}>
          <div role="alert">
            <h1>{title}</h1>
          </div>
          <button type="button" onClick={retry}>
            {loadError.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
