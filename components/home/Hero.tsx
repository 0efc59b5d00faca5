import Link from "@/components/layout/Link";
import { NEWS_PATH } from "@/lib/urls";
import styles from "./Hero.module.css";

type Props = { kicker: string; headline: string; lead: string; explore: string; learnMore: string; newsAnchor: string };

/** Stage lights drawn in CSS: the banner needs no image, so it paints at once and never shifts. */
export function Hero({ kicker, headline, lead, explore, learnMore, newsAnchor }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.lights} aria-hidden="true">
        <span className={styles.beamLeft} />
        <span className={styles.beamRight} />
        <span className={styles.beamCenter} />
        <span className={styles.crowd} />
      </div>
      <div className={styles.content}>
        <p className={styles.kicker}>{kicker}</p>
        <h1 id="hero-title" className={styles.headline}>
          {headline}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>
          <a className={styles.primary} href={`#${newsAnchor}`}>
            {explore}
          </a>
          <Link className={styles.secondary} href={NEWS_PATH}>
            {learnMore}
          </Link>
        </div>
      </div>
    </section>
  );
}
