"use client";

import { createContext, use, useState } from "react";
import styles from "./EditorStatus.module.css";

type Editor = { publishingToken: string | null; announce: (message: string) => void };

const EditorContext = createContext<Editor>({ publishingToken: null, announce: () => {} });

/** The publishing token and the status line, for every action of an editor page. */
export const useEditor = () => use(EditorContext);

/**
 * Keeps the token the page received when it was opened: a refresh of the page's data is not a navigation, so it brings
 * none. The status line is a live region present from the start, so every message put in it is announced.
 */
export function EditorStatus({
  publishingToken,
  notice = "",
  children,
}: {
  publishingToken: string | null;
  notice?: string;
  children: React.ReactNode;
}) {
  const [token] = useState(publishingToken);
  const [message, setMessage] = useState(notice);
  return (
    <EditorContext value={{ publishingToken: token, announce: setMessage }}>
      {children}
      <p className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
    </EditorContext>
  );
}
