"use client";
// Tells the site once per page shown that a reader saw it (docs/analytics.md): the path and where the reader came
// from, with navigator.sendBeacon, only once the page is visible and no longer a prerender. No cookie, nothing kept in
// the browser, nothing sent anywhere but the site itself.
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { COUNT_PATH } from "@/lib/analytics/beacon-request";
import { CREATE_POST_PATH } from "@/lib/editor/editor-paths";

/** The editor's page among the public layout's: never counted. */
const UNCOUNTED = new Set([CREATE_POST_PATH]);

const isShown = () =>
  !(document as Document & { prerendering?: boolean }).prerendering && document.visibilityState === "visible";

/** Runs `send` when the page is shown, at once or later; the returned function gives up waiting. */
function whenShown(send: () => void): () => void {
  if (isShown()) {
    send();
    return () => {};
  }
  const check = () => {
    if (!isShown()) return;
    stop();
    send();
  };
  const stop = () => {
    document.removeEventListener("visibilitychange", check);
    document.removeEventListener("prerenderingchange", check);
  };
  document.addEventListener("visibilitychange", check);
  document.addEventListener("prerenderingchange", check);
  return stop;
}

export function ReaderBeacon() {
  const path = usePathname();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // A navigation inside the site came from the page before; the first page, from wherever the browser says.
    const referrer = previous.current === null ? document.referrer : `${location.origin}${previous.current}`;
    previous.current = path;
    if (UNCOUNTED.has(path)) return;
    // A string is sent as text/plain, which a page may send to its own origin without a preflight.
    return whenShown(() => navigator.sendBeacon?.(COUNT_PATH, JSON.stringify({ path, referrer })));
  }, [path]);

  return null;
}
