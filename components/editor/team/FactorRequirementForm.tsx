"use client";

import { useState, type FormEvent } from "react";
import { useEditor } from "../EditorStatus";
import forms from "../forms.module.css";
import { changeTeam, refusalOf, type TeamErrors } from "./team-call";
import { FormSubmit } from "../FormSubmit";

export type FactorRequirementLabels = {
  heading: string;
  lead: string;
  required: string;
  /** Who would be sent to add a factor at their next sign-in, or that nobody would. */
  missing: string;
  submit: string;
  saving: string;
  errors: TeamErrors;
};

/** "Seguridad del equipo": whether Editors and Administradores must sign in with a second factor (PUT /edmNews/team/security). */
export function FactorRequirementForm({ required, labels }: { required: boolean; labels: FactorRequirementLabels }) {
  const { publishingToken, announce } = useEditor();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const secondFactorRequired = new FormData(event.currentTarget).get("required") === "on";
    setSaving(true);
    announce(labels.saving);
    const call = { method: "PUT", body: { secondFactorRequired } } as const;
    const outcome = await changeTeam("/edmNews/team/security", publishingToken, call);
    if (outcome.ok) return;
    setSaving(false);
    announce(refusalOf(labels.errors, outcome.status));
  }

  return (
    <form className={forms.form} onSubmit={save} aria-labelledby="security-heading">
      <h2 id="security-heading">{labels.heading}</h2>
      <p className={forms.hint}>{labels.lead}</p>
      <label className={forms.option}>
        <input type="checkbox" name="required" defaultChecked={required} />
        {labels.required}
      </label>
      <p className={forms.hint} data-testid="factor-missing">
        {labels.missing}
      </p>
      <FormSubmit busy={saving} label={labels.submit} busyLabel={labels.saving} />
    </form>
  );
}
