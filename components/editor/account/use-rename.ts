import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useEditor } from "../EditorStatus";
import { changeAccount, type AccountErrors } from "./account-call";

/**
 * A name the person changes on their account page (their own, a passkey's): the form's `name` sent with PATCH to
 * `path`, the outcome announced and the page read again. `rename` answers whether it was saved.
 */
export function useRename(path: string, errors: AccountErrors, labels: { saving?: string; saved: string }) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const [saving, setSaving] = useState(false);

  async function rename(event: FormEvent<HTMLFormElement>): Promise<boolean> {
    event.preventDefault();
    const body = { name: new FormData(event.currentTarget).get("name") };
    setSaving(true);
    if (labels.saving) announce(labels.saving);
    const refusal = await changeAccount(path, publishingToken, { method: "PATCH", body }, errors);
    setSaving(false);
    announce(refusal ?? labels.saved);
    if (!refusal) router.refresh();
    return !refusal;
  }

  return { saving, rename };
}
