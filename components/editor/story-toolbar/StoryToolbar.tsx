import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Write } from "./AddressDialog";
import { applyEdit, restoreSelection, selectionOf } from "./apply-edit";
import type { FormatHelpLabels } from "./FormatHelp";
import type { ImageFieldLabels } from "../photo/ImageField";
import { toggleInline, toggleLines, type Selection } from "./markdown-edits";
import type { StoryPreviewLabels } from "./StoryPreview";
import { say } from "../say";
import type { DialogTool, StoryDialogLabels } from "./StoryDialog";
import { useHydrated } from "../use-hydrated";
import styles from "./StoryToolbar.module.css";

const TOOLS = ["bold", "italic", "heading", "bullet", "numbered", "quote", "link", "photo", "embed"] as const;
type Tool = (typeof TOOLS)[number];

const SHORTCUTS: Partial<Record<string, Tool>> = { b: "bold", i: "italic", k: "link" };
const KEYS: Partial<Record<Tool, string>> = Object.fromEntries(
  Object.entries(SHORTCUTS).map(([key, tool]) => [tool, key.toUpperCase()]),
);

export type StoryToolbarLabels = StoryDialogLabels & {
  /** "Formato de «{field}»" */
  toolbar: string;
  /** "{name} (Ctrl o ⌘ + {key})" */
  shortcut: string;
  tools: Record<Tool, string>;
  help: FormatHelpLabels;
  preview: StoryPreviewLabels;
};

const StoryDialog = lazy(() => import("./StoryDialog").then(({ StoryDialog }) => ({ default: StoryDialog })));

type Props = {
  /** The id of the textarea it writes in. */
  fieldId: string;
  fieldLabel: string;
  labels: StoryToolbarLabels;
  upload: ImageFieldLabels;
  publishingToken: string | null;
};

/**
 * The writing aids over a body field: each button writes Markdown into the textarea, which stays the truth (without
 * JavaScript the buttons stay disabled and the field works as ever). One tab stop, the arrows between buttons, as a
 * toolbar should; Ctrl/⌘ + B, I and K in the field.
 */
export function StoryToolbar({ fieldId, fieldLabel, labels, upload, publishingToken }: Props) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [asking, setAsking] = useState<{ tool: DialogTool; at: Selection; selected: string } | null>(null);
  const written = useRef<Write | null>(null);
  const fieldOf = () => document.getElementById(fieldId) as HTMLTextAreaElement | null;

  function run(tool: Tool) {
    const field = fieldOf();
    if (!field) return;
    const at = selectionOf(field);
    if (tool === "bold" || tool === "italic") applyEdit(field, toggleInline(field.value, at, tool));
    else if (tool === "link" || tool === "photo" || tool === "embed")
      setAsking({ tool, at, selected: field.value.slice(at.start, at.end) });
    else applyEdit(field, toggleLines(field.value, at, tool));
  }

  useEffect(() => {
    const field = document.getElementById(fieldId);
    const shortcut = (event: globalThis.KeyboardEvent) => {
      const tool = SHORTCUTS[event.key.toLowerCase()];
      if (!tool || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      run(tool);
    };
    field?.addEventListener("keydown", shortcut);
    return () => field?.removeEventListener("keydown", shortcut);
  });

  /** The dialog is closed: what it decided is written at the selection it was opened on, or that selection is back. */
  function closed() {
    const field = fieldOf();
    const write = written.current;
    written.current = null;
    if (field && asking) {
      if (write) applyEdit(field, write(field.value, asking.at));
      else restoreSelection(field, asking.at);
    }
    setAsking(null);
  }

  function rove(event: KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: -1 };
    if (!(event.key in steps)) return;
    event.preventDefault();
    const buttons = event.currentTarget.querySelectorAll("button");
    buttons[(steps[event.key] + TOOLS.length) % TOOLS.length].focus();
  }

  return (
    <>
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label={say(labels.toolbar, { field: fieldLabel })}
        aria-controls={fieldId}
        onKeyDown={rove}
        // The field keeps its focus and its selection while a button is pressed.
        onMouseDown={(event) => event.preventDefault()}
      >
        {TOOLS.map((tool, index) => {
          const name = labels.tools[tool];
          const key = KEYS[tool];
          return (
            <button
              key={tool}
              className={styles.tool}
              type="button"
              data-tool={tool}
              aria-label={name}
              title={key ? say(labels.shortcut, { name, key }) : name}
              aria-keyshortcuts={key ? `Control+${key} Meta+${key}` : undefined}
              tabIndex={index === current ? 0 : -1}
              disabled={!hydrated}
              onFocus={() => setCurrent(index)}
              onClick={() => run(tool)}
            />
          );
        })}
      </div>
      {asking ? (
        <Suspense fallback={null}>
          <StoryDialog
            tool={asking.tool}
            selected={asking.selected}
            labels={labels}
            upload={upload}
            publishingToken={publishingToken}
            onWrite={(write) => {
              written.current = write;
            }}
            onClose={closed}
          />
        </Suspense>
      ) : null}
    </>
  );
}
