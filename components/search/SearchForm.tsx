import { MAX_QUERY_LENGTH } from "@/lib/validations/list-query";
import { SEARCH_PATH } from "@/lib/search/search-path";
import styles from "./SearchForm.module.css";

export type SearchFormLabels = {
  /** Names the form's landmark: each search form of a page needs its own name. */
  name: string;
  field: string;
  placeholder: string;
  submit: string;
};

/** A plain GET form to /buscar: it works without JavaScript, in the header, the mobile menu and the search page. */
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
        maxLength={MAX_QUERY_LENGTH}
        placeholder={labels.placeholder}
        aria-label={labels.field}
        enterKeyHint="search"
      />
      <button className={styles.submit} type="submit" aria-label={labels.submit}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
