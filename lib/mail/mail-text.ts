import type { MailBlock, MailContent } from "./mail-content";

const textOf = (block: MailBlock): string => {
  switch (block.kind) {
    case "heading":
      return `${block.text}\n${"=".repeat(block.text.length)}`;
    case "button":
      return `${block.text}:\n${block.href}`;
    case "noteLink":
      return `${block.text} ${block.link}:\n${block.href}`;
    case "section":
      return `${block.text.toUpperCase()}\n${"-".repeat(block.text.length)}`;
    case "story":
      return [`* ${block.title}`, block.meta, block.text, block.href].filter(Boolean).join("\n");
    default:
      return block.text;
  }
};

/** The plain-text part: every block a paragraph of its own, links written out. */
export const mailText = ({ blocks, footer }: MailContent): string =>
  [...blocks.map(textOf), `-- \n${footer.text}\n${footer.href}`].join("\n\n") + "\n";
