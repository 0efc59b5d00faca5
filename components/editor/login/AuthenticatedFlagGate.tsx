"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { isMarkedAuthenticated } from "./authenticated-flag";

/** The specification's client-side gate: without the flag, back to /login remembering where we were. */
export function AuthenticatedFlagGate() {
  const router = useRouter();
  useEffect(() => {
    if (isMarkedAuthenticated()) return;
    const here = `${window.location.pathname}${window.location.search}`;
    router.replace(`/login?next=${encodeURIComponent(here)}`);
  }, [router]);
  return null;
}
