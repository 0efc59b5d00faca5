import { getTranslations } from "next-intl/server";
import { SUBSCRIBERS_CSV_PATH } from "@/lib/editor/editor-paths";
import type { SubscriberCounts as Counts } from "@/lib/newsletter/subscriber-list";
import { formatCount } from "../stats/numbers";
import stats from "../stats/Stats.module.css";
import styles from "./Newsletter.module.css";

const SHOWN = ["confirmed", "pending", "unsubscribed", "bouncing"] as const;

/** How many addresses are in each state, and the confirmed ones to download. */
export async function SubscriberCounts({ counts }: { counts: Counts }) {
  const t = await getTranslations("NewsletterEditor.counts");
  return (
    <section className={styles.section} aria-labelledby="subscribers-heading">
      <h2 id="subscribers-heading">{t("heading")}</h2>
      <dl className={stats.summary}>
        {SHOWN.map((state) => (
          <div key={state} className={stats.figure}>
            <dt>{t(state)}</dt>
            <dd>{formatCount(counts[state])}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t("note")}</p>
      <p>
        <a href={SUBSCRIBERS_CSV_PATH} download>
          {t("export")}
        </a>
      </p>
    </section>
  );
}
