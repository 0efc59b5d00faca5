import { useState } from "react";
import type { Edit, Selection } from "./markdown-edits";
import { DialogField, ToolDialog } from "./ToolDialog";

/** What the toolbar writes once a dialog is done: an edit of the field's text around its selection then. */
export type Write = (value: string, selection: Selection) => Edit;

export type AddressDialogLabels = {
  title: string;
  address: string;
  hint: string;
  invalid: string;
  /** A link's text: only the link dialog asks for it. */
  text?: string;
  textHint?: string;
};

type Props = {
  labels: AddressDialogLabels;
  buttons: { insert: string; cancel: string };
  /** The field's selected text, the link's first text; null for a player, which has none. */
  selected: string | null;
  /** The edit for a typed address, or null when the address will not do. */
  writeFor: (address: string, text: string) => Write | null;
  onWrite: (write: Write) => void;
  onClose: () => void;
};

/** Asks for an address (and a link's text): the link and the player buttons. */
export function AddressDialog({ labels, buttons, selected, writeFor, onWrite, onClose }: Props) {
  const [address, setAddress] = useState("");
  const [text, setText] = useState(selected ?? "");
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    const write = writeFor(address, text);
    if (write) onWrite(write);
    setProblem(write ? null : labels.invalid);
    return write !== null;
  }

  return (
    <ToolDialog title={labels.title} labels={buttons} problem={problem} onSubmit={submit} onClose={onClose}>
      <DialogField
        label={labels.address}
        hint={labels.hint}
        value={address}
        invalid={problem !== null}
        required
        address
        onChange={setAddress}
      />
      {selected !== null ? (
        <DialogField label={labels.text ?? ""} hint={labels.textHint} value={text} onChange={setText} />
      ) : null}
    </ToolDialog>
  );
}
