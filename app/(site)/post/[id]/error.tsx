"use client";

import { useTranslations } from "next-intl";
import { StatusMessage } from "@/components/post/StatusMessage";

/** Server errors reach the browser without their message (Next hides it), so the reader gets ours instead. */
export default function PostError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("PostPage");
  const message = error instanceof Error && !("digest" in error && error.digest) ? error.message : t("loadFailed");
  return (
    <StatusMessage title={t("error", { message })} role="alert">
      <button type="button" onClick={retry}>
        {t("retry")}
      </button>
    </StatusMessage>
  );
}
