import Link from "@/components/layout/Link";
import { HOME_PATH } from "@/lib/urls";
import styles from "./Wordmark.module.css";

/** The brand's name beside a pulse line; the link's name is the product itself. */
export function Wordmark({ product, label }: { product: string; label: string }) {
  return (
    <Link href={HOME_PATH} className={styles.wordmark} aria-label={label}>
      <svg className={styles.pulse} viewBox="0 0 40 24" aria-hidden="true" focusable="false">
        <polyline points="1,12 9,12 13,3 19,21 24,7 28,12 39,12" />
      </svg>
      <span>{product}</span>
    </Link>
  );
}
