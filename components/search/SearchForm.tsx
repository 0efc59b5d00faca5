import { SEARCH_PATH } from "@/lib/search/search-path";
import styles from "./SearchForm.module.css";

export type SearchFormLabels = {
  /** Names the form's landmark: each search form of a page needs its own name. */
  name: string;
  field: string;
  placeholder: string;
  submit: string;
};

/**
 * A plain GET form to /buscar: it works without JavaScript, in the header, the mobile menu and the search page. Kept
 * small: its bytes count towards the 12,800 beyond which React streams a page's content apart (docs/search.md).
 */
export function SearchForm({
  labels,
  query = "",
  size = "compact",
}: {
  labels: SearchFormLabels;
  query?: string;
  size?: "compact" | "large";
}) {
  return (
    <form role="search" aria-label={labels.name} action={SEARCH_PATH} method="get" className={styles[size]}>
      <input
        className={styles.field}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={labels.placeholder}
        aria-label={labels.field}
      />
      <button className={styles.submit} type="submit" aria-label={labels.submit}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13m5 11.5 5 5" />
        </svg>
      </button>
    </form>
  );
}
