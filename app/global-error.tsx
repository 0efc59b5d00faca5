"use client";

import { loadError } from "@/components/post/load-error";
import "./globals.css";
import styles from "./not-found.module.css";

/**
 * A page that fails while rendering on the server never reaches a segment's error.tsx (a cached page is all or
 * nothing), so this replaces the whole document.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="es-MX">
      <body>
        <main className={styles.page} role="alert">
          <h1>{loadError.title(loadError.fallback)}</h1>
          <button type="button" onClick={retry}>
            {loadError.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
