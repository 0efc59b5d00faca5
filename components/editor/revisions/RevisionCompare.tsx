import { getTranslations } from "next-intl/server";
import { postHistoryPath } from "@/lib/editor/editor-paths";
import fields from "../fields.module.css";
import styles from "./PostHistory.module.css";

/** Which two versions to compare: a GET form, so the comparison has an address and needs no script. */
export async function RevisionCompare({
  postId,
  revisions,
  from,
  to,
}: {
  postId: string;
  revisions: { number: number }[];
  from: number;
  to: number;
}) {
  const t = await getTranslations("PostHistory");
  const select = (name: string, label: string, chosen: number) => (
    <div className={styles.pick}>
      <label htmlFor={`compare-${name}`}>{label}</label>
      <select id={`compare-${name}`} className={fields.input} name={name} defaultValue={chosen}>
        {revisions.map(({ number }) => (
          <option key={number} value={number}>
            {t("revision", { number })}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className={styles.compare} action={postHistoryPath(postId)} method="get">
      {select("desde", t("compareFrom"), from)}
      {select("hasta", t("compareTo"), to)}
      <button className={fields.secondary} type="submit">
        {t("compare")}
      </button>
    </form>
  );
}
