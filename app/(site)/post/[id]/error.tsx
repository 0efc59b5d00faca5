"use client";

import { loadError } from "@/components/post/load-error";
import { StatusMessage } from "@/components/post/StatusMessage";

/** Server errors reach the browser without their message (Next hides it), so the reader gets ours instead. */
export default function PostError({ error, retry }: { error: unknown; retry: () => void }) {
  const message = error instanceof Error && !("digest" in error && error.digest) ? error.message : loadError.fallback;
  return (
    <StatusMessage title={loadError.title(message)} role="alert">
      <button type="button" onClick={retry}>
        {loadError.retry}
      </button>
    </StatusMessage>
  );
}
