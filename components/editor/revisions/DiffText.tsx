import type { DiffPart } from "@/lib/editor/word-diff";
import styles from "./DiffText.module.css";

/** How each change is marked, and the side that does not show it. */
const MARKS = { removed: { Mark: "del", hiddenOn: "after" }, added: { Mark: "ins", hiddenOn: "before" } } as const;

/**
 * A field's difference: "both" shows removals struck through and additions marked in one text; "before" and "after"
 * show one side, with what the other side lacks marked. Screen readers hear the marks as words.
 */
export function DiffText({
  parts,
  side = "both",
  words,
}: {
  parts: DiffPart[];
  side?: "both" | "before" | "after";
  words: { removed: string; added: string };
}) {
  return (
    <p className={styles.text}>
      {parts.map((part, index) => {
        if (part.kind === "same") return <span key={index}>{part.text}</span>;
        const { Mark, hiddenOn } = MARKS[part.kind];
        if (side === hiddenOn) return null;
        return (
          <Mark key={index} className={styles[part.kind]}>
            <span className="visually-hidden">[{words[part.kind]}: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </Mark>
        );
      })}
    </p>
  );
}
