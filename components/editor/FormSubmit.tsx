"use client";

import { useHydrated } from "./use-hydrated";
import fields from "./fields.module.css";
import forms from "./forms.module.css";

/**
 * A form's one submit button, in its actions row: held until the page is interactive (a click before would send the
 * form as a plain navigation), and saying `busyLabel` while the form's call is under way.
 */
export function FormSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated();
  return (
    <div className={forms.actions}>
      <button type="submit" className={fields.primary} disabled={busy || !hydrated}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
