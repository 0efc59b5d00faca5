"use client";

import { useState, type FormEvent } from "react";
import type { Role } from "@/lib/team/roles";
import { useEditor } from "../EditorStatus";
import { say } from "../say";
import { RoleSelect } from "./RoleSelect";
import fields from "../fields.module.css";
import forms from "../forms.module.css";
import { changeTeam, refusalOf, type TeamErrors } from "./team-call";
import { FormSubmit } from "../FormSubmit";

export type InviteFormLabels = {
  heading: string;
  email: string;
  name: string;
  role: string;
  submit: string;
  sending: string;
  /** "Invitación enviada a {email}." */
  sent: string;
  roles: Record<Role, string>;
  errors: TeamErrors;
};

/**
 * An invitation: the address, the name and the role; the API mails the link (POST /edmNews/team). The fields are the
 * form's own, read when it is sent, so what was typed before the page became interactive is kept.
 */
export function InviteForm({ labels }: { labels: InviteFormLabels }) {
  const { publishingToken, announce } = useEditor();
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const invitation = { email: form.get("email"), name: form.get("name"), role: form.get("role") };
    setSending(true);
    announce(labels.sending);
    const outcome = await changeTeam("/edmNews/team", publishingToken, { method: "POST", body: invitation });
    if (outcome.ok) return announce(say(labels.sent, { email: String(invitation.email) }));
    setSending(false);
    announce(refusalOf(labels.errors, outcome.status));
  }

  return (
    <form className={forms.form} onSubmit={send} noValidate aria-labelledby="invite-heading">
      <h2 id="invite-heading">{labels.heading}</h2>
      <div className={forms.field}>
        <label htmlFor="invite-email">{labels.email}</label>
        <input id="invite-email" className={fields.input} name="email" type="email" autoComplete="off" required />
      </div>
      <div className={forms.field}>
        <label htmlFor="invite-name">{labels.name}</label>
        <input id="invite-name" className={fields.input} name="name" autoComplete="off" required />
      </div>
      <div className={forms.field}>
        <label htmlFor="invite-role">{labels.role}</label>
        <RoleSelect id="invite-role" name="role" defaultValue={"colaborador" satisfies Role} roles={labels.roles} />
      </div>
      <FormSubmit busy={sending} label={labels.submit} busyLabel={labels.sending} />
    </form>
  );
}
