import { notFound } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { liveAMinute } from "@/lib/not-found";
import { UnknownAddress } from "./UnknownAddress";

function Missing(): never {
  notFound();
}

/**
 * A 404 page rendered whole on the server: `children` (the generic words by default) inside the site's layout.
 *
 * React renders error boundaries only in the browser, so a notFound() thrown by a page reaches the top of the
 * server's HTML render, and Next.js sends an empty document (`<html id="__next_error__">`, no lang, no text) that
 * only JavaScript fills. Thrown inside a Suspense boundary instead, it still makes the answer a 404 (Next.js sets the
 * status when a boundary fails while the page renders) and the HTML holds the boundary's fallback: `children`. In the
 * browser the segment's not-found.tsx, which shows the same words, then takes the page's place.
 *
 * Only for a route Next.js renders ahead (one with generateStaticParams, as every public route with a parameter
 * here): a page rendered per request sends its status with its first bytes, before the boundary fails, so its 404
 * would go out as a 200.
 */
export async function NotFoundAnswer({ children = <UnknownAddress /> }: { children?: ReactNode }) {
  await liveAMinute();
  return (
    <Suspense fallback={children}>
      <Missing />
    </Suspense>
  );
}
