import { getTranslations } from "next-intl/server";
import { diffFields } from "@/lib/editor/word-diff";
import type { Revision } from "@/lib/newsroom/revisions";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { DiffText } from "./DiffText";
import { revisionValuesOf } from "../edited-post";
import { POST_FIELDS } from "../post-values";
import styles from "./PostHistory.module.css";

const COMPARED = [...POST_FIELDS, "state"] as const;
type Compared = (typeof COMPARED)[number];

/** What the history compares of a revision: its id then, its words, and its state with its publish time. */
async function comparable(revision: Revision): Promise<Record<Compared, string>> {
  const state = await getTranslations("PostState");
  const when =
    revision.status === "scheduled" && revision.publishAt ? ` · ${formatNewsroomDateTime(revision.publishAt)}` : "";
  return { ...revisionValuesOf(revision), state: `${state(revision.status)}${when}` };
}

/** Two revisions field by field: the changed ones word by word, the unchanged ones named in one line. */
export async function RevisionDiff({ from, to }: { from: Revision; to: Revision }) {
  const [t, form] = await Promise.all([getTranslations("PostHistory"), getTranslations("PostForm")]);
  // The form's own labels, but its id label carries the specification's "Title" beside it.
  const own = { id: t("idField"), state: t("stateField"), title: form("titleField") } as Partial<
    Record<Compared, string>
  >;
  const label = (field: Compared) => own[field] ?? form(field);
  const diff = diffFields(COMPARED, await comparable(from), await comparable(to));
  const changed = diff.filter((field) => field.changed);
  const unchanged = diff.filter((field) => !field.changed).map((field) => label(field.field));
  const words = { removed: t("removed"), added: t("added") };
  return (
    <section className={styles.diff} aria-labelledby="diff-title">
      <h2 id="diff-title">{t("comparing", { from: from.number, to: to.number })}</h2>
      {changed.length === 0 ? <p>{t("noDifferences")}</p> : null}
      <dl className={styles.fields}>
        {changed.map(({ field, parts }) => (
          <div key={field} className={styles.field}>
            <dt>{label(field)}</dt>
            <dd>
              <DiffText parts={parts} words={words} />
            </dd>
          </div>
        ))}
      </dl>
      {unchanged.length > 0 && changed.length > 0 ? (
        <p className={styles.unchanged}>{t("fieldsUnchanged", { fields: unchanged.join(", ") })}</p>
      ) : null}
    </section>
  );
}
