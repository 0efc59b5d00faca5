import styles from "./NewsletterPage.module.css";

/**
 * The one button of a link's page (confirm, unsubscribe): a POST to the page's own address with its token, since a GET
 * never changes anything (mail scanners open every link of a mail).
 */
export function LinkAction({ action, label }: { action: string; label: string }) {
  return (
    <form method="post" action={action} className={styles.action}>
      <button type="submit" className={styles.button}>
        {label}
      </button>
    </form>
  );
}
