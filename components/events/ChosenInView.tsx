"use client";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A filter's row of pills, which on a phone scrolls within itself: it opens scrolled to the chosen pill
 * (aria-current), which past the first few would sit out of view. Only the row moves, never the page; without
 * JavaScript the row opens at its start, as before.
 */
export function ChosenInView({ className, children }: { className: string; children: ReactNode }) {
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const chosen = list?.querySelector('[aria-current="page"]');
    if (!list || !chosen) return;
    const [box, pill] = [list.getBoundingClientRect(), chosen.getBoundingClientRect()];
    list.scrollLeft += pill.left - box.left - (box.width - pill.width) / 2;
  }, []);
  return (
    <ul ref={row} className={className}>
      {children}
    </ul>
  );
}
