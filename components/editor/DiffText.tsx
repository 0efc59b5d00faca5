import type { DiffPart } from "@/lib/editor/word-diff";
import styles from "./DiffText.module.css";

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
        if (part.kind === "removed" && side !== "after") {
          return (
            <del key={index} className={styles.removed}>
              <span className="visually-hidden">[{words.removed}: </span>
              {part.text}
              <span className="visually-hidden">]</span>
            </del>
          );
        }
        if (part.kind === "added" && side !== "before") {
          return (
            <ins key={index} className={styles.added}>
              <span className="visually-hidden">[{words.added}: </span>
              {part.text}
              <span className="visually-hidden">]</span>
            </ins>
          );
        }
        return null;
      })}
    </p>
  );
}
