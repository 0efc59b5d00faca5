import styles from "./StatusMessage.module.css";

/** The centred message of the post page's states: loading, error and not found. */
export function StatusMessage({
  title,
  detail,
  role,
  children,
}: {
  title: string;
  detail?: string;
  role?: "status" | "alert";
  children?: React.ReactNode;
}) {
  return (
    <div className={styles.status} role={role}>
      <h1 className={styles.title}>{title}</h1>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {children}
    </div>
  );
}
