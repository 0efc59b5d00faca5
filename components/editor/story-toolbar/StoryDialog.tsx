import { embedOf } from "@/lib/story/embeds";
import { AddressDialog, type AddressDialogLabels, type Write } from "./AddressDialog";
import type { ImageFieldLabels } from "../photo/ImageField";
import { insertLink, insertParagraph, linkAddress } from "./markdown-inserts";
import { PhotoDialog, type PhotoDialogLabels } from "./PhotoDialog";

const linkWrite = (address: string, text: string): Write | null => {
  const href = linkAddress(address);
  return href ? (value, at) => insertLink(value, at, href, text) : null;
};

/** A player's link alone in its paragraph: the renderer draws it as the player. */
const embedWrite = (address: string): Write | null => {
  const embed = embedOf(address.trim());
  return embed ? (value, at) => insertParagraph(value, at, embed.link) : null;
};

/** The toolbar's buttons that ask for something before they write. */
export type DialogTool = "link" | "photo" | "embed";

export type StoryDialogLabels = {
  insert: string;
  cancel: string;
  link: AddressDialogLabels;
  embed: AddressDialogLabels;
  photo: PhotoDialogLabels;
};

type Props = {
  tool: DialogTool;
  /** The field's selected text when the dialog was opened. */
  selected: string;
  labels: StoryDialogLabels;
  upload: ImageFieldLabels;
  publishingToken: string | null;
  onWrite: (write: Write) => void;
  onClose: () => void;
};

/**
 * The dialog a toolbar button opens: a link, a photo or a player. Loaded only when one is first opened, so the
 * editor's pages do not carry the dialogs, the uploads' Markdown and the players' list before anyone asks for them.
 */
export function StoryDialog({ tool, selected, labels, upload, publishingToken, ...done }: Props) {
  const buttons = { insert: labels.insert, cancel: labels.cancel };
  if (tool === "photo")
    return (
      <PhotoDialog
        labels={labels.photo}
        upload={upload}
        publishingToken={publishingToken}
        buttons={buttons}
        {...done}
      />
    );
  return tool === "link" ? (
    <AddressDialog labels={labels.link} buttons={buttons} selected={selected} writeFor={linkWrite} {...done} />
  ) : (
    <AddressDialog labels={labels.embed} buttons={buttons} selected={null} writeFor={embedWrite} {...done} />
  );
}
