import styles from "./StatusMessage.module.css";

/** The centred message of a page's states: a post loading, an error, an address with nothing to show. */
export function StatusMessage({
  title,
  status,
  detail,
  role,
  children,
}: {
  title: string;
  /** A short line under the title, such as "404 Not Found". */
  status?: string;
  detail?: string;
  role?: "status" | "alert";
  children?: React.ReactNode;
}) {
  return (
    <div className={styles.status} role={role}>
      <h1 className={styles.title}>{title}</h1>
      {status ? <p className={styles.code}>{status}</p> : null}
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {children}
    </div>
  );
}
