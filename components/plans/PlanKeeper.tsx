"use client";

import { useEffect, useRef, useState } from "react";
import styles from "./Plan.module.css";

type Addresses = { plan: string; calendar: string; webcal: string };
type Words = { saving: string; ready: string; open: string; subscribe: string; failed: string };
type Kept = { keys: string[]; token?: string };

const storageKey = (eventId: string) => `mi-plan:${eventId}`;

function readKept(eventId: string): Kept {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey(eventId)) ?? "null") as Kept | null;
    return kept && Array.isArray(kept.keys) ? kept : { keys: [] };
  } catch {
    return { keys: [] };
  }
}

const keep = (eventId: string, kept: Kept) => localStorage.setItem(storageKey(eventId), JSON.stringify(kept));

/** The page's "Agregar a mi plan" checkboxes, which belong to the form through their `form` attribute. */
const togglesOf = (form: HTMLFormElement) => [
  ...document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="set"][form="${form.id}"]`),
];

async function send(path: string, eventId: string, keys: string[]): Promise<Response> {
  const body = new URLSearchParams([["evento", eventId], ...keys.map((key) => ["set", key])]);
  return fetch(path, { method: "POST", body, headers: { Accept: "application/json" } });
}

/**
 * The plan form with JavaScript: the sets chosen are kept in the reader's browser across the festival's days (and
 * checked again on every page of it), and "Llévalo a tu calendario" makes or changes the plan without leaving the page.
 */
export function PlanKeeper({ eventId, words }: { eventId: string; words: Words }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<"idle" | "saving" | "failed" | Addresses>("idle");

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const chosen = new Set(readKept(eventId).keys);
    for (const toggle of togglesOf(form)) if (chosen.has(toggle.value)) toggle.checked = true;

    const onChange = (event: Event) => {
      const toggle = event.target as HTMLInputElement;
      if (toggle.form !== form || toggle.name !== "set") return;
      const kept = readKept(eventId);
      const keys = new Set(kept.keys);
      if (toggle.checked) keys.add(toggle.value);
      else keys.delete(toggle.value);
      keep(eventId, { ...kept, keys: [...keys] });
    };
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      const kept = readKept(eventId);
      setState("saving");
      try {
        let response = kept.token ? await send(`/plan/${kept.token}/cambiar`, eventId, kept.keys) : null;
        if (!response || response.status === 404) response = await send("/plan", eventId, kept.keys);
        if (!response.ok) throw new Error(String(response.status));
        const addresses = (await response.json()) as Addresses;
        keep(eventId, { ...kept, token: addresses.plan.split("/").pop() });
        setState(addresses);
      } catch {
        setState("failed");
      }
    };
    document.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    return () => {
      document.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
    };
  }, [eventId]);

  return (
    <span ref={anchor} className={styles.kept}>
      <span role="status" aria-live="polite">
        {state === "saving"
          ? words.saving
          : state === "failed"
            ? words.failed
            : typeof state === "object"
              ? words.ready
              : ""}
      </span>
      {typeof state === "object" ? (
        <span className={styles.keptLinks}>
          <a className={styles.keptLink} href={state.plan}>
            {words.open}
          </a>
          <a className={styles.keptLink} href={state.webcal}>
            {words.subscribe}
          </a>
        </span>
      ) : null}
    </span>
  );
}
