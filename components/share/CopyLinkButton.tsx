"use client";

import { useEffect, useState } from "react";
import styles from "./ShareButtons.module.css";

type Props = { url: string; label: string; copiedMessage: string; failedMessage: string };

const MESSAGE_MS = 4000;

export function CopyLinkButton({ url, label, copiedMessage, failedMessage }: Props) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (status === "idle") return;
    const timer = setTimeout(() => setStatus("idle"), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <>
      <button type="button" className={styles.button} onClick={copy}>
        {label}
      </button>
      <span role="status" aria-live="polite" className={styles.status}>
        {status === "copied" ? copiedMessage : status === "failed" ? failedMessage : ""}
      </span>
    </>
  );
}
