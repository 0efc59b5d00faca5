"use client";

import { useLinkStatus } from "next/link";
import Link from "@/components/layout/Link";
import { createPortal } from "react-dom";
import { StatusMessage } from "./StatusMessage";
import styles from "./PostLink.module.css";

/**
 * A link to a post that says "Loading..." while the post is on its way, as the post page's loading state. It is a
 * pending link rather than a route's loading.tsx: that Suspense boundary put every list page inside it, and React
 * streams a large boundary's content apart from the page, for a script to put in place (docs/caching.md).
 */
export function PostLink({
  href,
  className,
  loading,
  children,
}: {
  href: string;
  className?: string;
  loading: string;
  children: React.ReactNode;
}) {
  return (
    <Link href={href} className={className}>
      {children}
      <PendingPost loading={loading} />
    </Link>
  );
}

function PendingPost({ loading }: { loading: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return createPortal(
    <div className={styles.pending}>
      <StatusMessage title={loading} role="status" />
    </div>,
    document.body,
  );
}
