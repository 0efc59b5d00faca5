import type { ReactNode } from "react";
import styles from "./StoryToolbar.module.css";

export type FormatHelpLabels = {
  summary: string;
  lead: string;
  paragraphs: string;
  items: { what: string; write: string }[];
};

/** "Formato": what the body fields can hold, as the editor writes it. Opens without JavaScript too. */
export function FormatHelp({ labels }: { labels: FormatHelpLabels }) {
  return (
    <details className={styles.help}>
      <summary>{labels.summary}</summary>
      <p>{labels.lead}</p>
      <dl>
        {labels.items.map(({ what, write }) => (
          <div key={write}>
            <dt>{what}</dt>
            <dd>
              <code>{write}</code>
            </dd>
          </div>
        ))}
      </dl>
      <p>{labels.paragraphs}</p>
    </details>
  );
}

/** The body fields, with the format help above them, or beside them on a wide screen. */
export function StoryFields({ help, children }: { help: FormatHelpLabels; children: ReactNode }) {
  return (
    <div className={styles.story}>
      <FormatHelp labels={help} />
      {children}
    </div>
  );
}
