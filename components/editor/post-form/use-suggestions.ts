import { useState, type KeyboardEvent } from "react";

/**
 * A text field that suggests as the editor types (a combobox with its listbox): arrows move through the suggestions,
 * Enter picks the one chosen (or `undefined`: the field decides) without sending the form, Escape closes them. Gives
 * the field its ARIA attributes and the list its chosen item.
 */
export function useSuggestions<Item>(
  offered: Item[],
  { listId, open, pick, close }: { listId: string; open: boolean; pick: (item?: Item) => void; close: () => void },
) {
  const [active, setActive] = useState(-1);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      pick(offered[active]);
      setActive(-1);
    } else if (event.key === "ArrowDown" && offered.length > 0) {
      event.preventDefault();
      setActive((active + 1) % offered.length);
    } else if (event.key === "ArrowUp" && offered.length > 0) {
      event.preventDefault();
      setActive(active <= 0 ? offered.length - 1 : active - 1);
    } else if (event.key === "Escape") {
      close();
      setActive(-1);
    }
  }

  const comboboxProps = {
    role: "combobox",
    autoComplete: "off",
    "aria-expanded": open,
    "aria-controls": listId,
    "aria-autocomplete": "list",
    "aria-activedescendant": open && active >= 0 ? `${listId}-${active}` : undefined,
    onKeyDown,
  } as const;
  return { active, resetActive: () => setActive(-1), comboboxProps };
}
