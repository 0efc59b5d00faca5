import styles from "./SignInActivity.module.css";

/** After a sign-in: how many attempts on the account failed before it, so the editor notices an attack. */
export function SignInActivity({ failed, text }: { failed: number; text: string }) {
  return (
    <p className={failed > 0 ? `${styles.activity} ${styles.warning}` : styles.activity} role="status">
      {text}
    </p>
  );
}
