import type { ReactNode } from "react";
import dashboard from "../dashboard/Dashboard.module.css";
import team from "../team/Team.module.css";
import styles from "./Account.module.css";

/**
 * A section of "Mi cuenta" that lists what the person keeps (their API keys, their passkeys): a table with a row
 * each, or `empty` when there is none, then `children`, the form that makes a new one.
 */
export function ListingSection({
  id,
  heading,
  lead,
  empty,
  columns,
  rows,
  children,
}: {
  id: string;
  heading: string;
  lead: string;
  empty: string;
  columns: string[];
  rows: ReactNode[];
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p className={styles.lead}>{lead}</p>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table className={`${dashboard.table} ${team.table}`}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      )}
      {children}
    </section>
  );
}
