"use client";

import messages from "@/messages/es.json";
import "./globals.css";
import styles from "./not-found.module.css";

/**
 * A page that fails while rendering on the server never reaches a segment's error.tsx (a cached page is all or
 * nothing), so this replaces the whole document. No provider exists here: the strings come from the catalogue.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const t = messages.PostPage;
  return (
    <html lang="es-MX">
      <body>
        <main className={styles.page} role="alert">
          <h1>{t.error.replace("{message}", t.loadFailed)}</h1>
          <button type="button" onClick={retry}>
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
