import type { ReactNode } from "react";
import styles from "./SuggestionList.module.css";

/** The listbox of a field that suggests as the editor types (useSuggestions): a click picks an item. */
export function SuggestionList<Item>({
  id,
  label,
  items,
  active,
  open,
  keyOf,
  onPick,
  children,
}: {
  id: string;
  label: string;
  items: Item[];
  active: number;
  open: boolean;
  keyOf: (item: Item) => string;
  onPick: (item: Item) => void;
  children: (item: Item) => ReactNode;
}) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={styles.suggestions} hidden={!open}>
      {items.map((item, index) => (
        <li
          key={keyOf(item)}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={styles.suggestion}
          // Before the input loses its focus: the click then picks the item.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(item)}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
