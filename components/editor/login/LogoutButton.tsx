"use client";

import { clearAuthenticated } from "./authenticated-flag";
import fields from "../fields.module.css";
import styles from "./LogoutButton.module.css";
import { useHydrated } from "../use-hydrated";

/** Ends the session on the server first; the flag goes too, so the browser's gate agrees. */
export function LogoutButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  async function logout() {
    try {
      const response = await fetch("/session", { method: "DELETE", credentials: "same-origin" });
      if (!response.ok) console.error("Logout failed", response.status);
    } catch (failure) {
      console.error("Logout failed", failure);
    }
    clearAuthenticated();
    // A full load, so that no page the router kept from the session is shown again.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
  }

  return (
    <button className={`${fields.secondary} ${styles.logout}`} type="button" onClick={logout} disabled={!hydrated}>
      {label}
    </button>
  );
}
