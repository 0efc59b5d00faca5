import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import styles from "@/components/layout/NoticeSection.module.css";
import { RETENTION_MONTHS } from "@/lib/analytics/retention";
import { COOKIES_PATH, PRIVACY_NEWSLETTER_SECTION } from "@/lib/urls";

/** What a view leaves behind, one line each: docs/analytics.md, "What is counted". */
const COUNTED = ["views", "visitors", "referrer", "device"] as const;
const NEVER_STORED = ["address", "userAgent", "fullReferrer", "cookies"] as const;
/** What the boletín keeps of a subscriber: docs/newsletter.md, "What is stored, and why". */
const NEWSLETTER_STORED = ["newsletterAddress", "newsletterConsent"] as const;

/**
 * /privacidad: what the site counts of its readers (lib/analytics/), what it never keeps, when it forgets the day's
 * hashes and when the daily counts (lib/analytics/retention.ts); and what
 * the boletín keeps of a subscriber (lib/newsletter/), which the signup form's consent line links to.
 */
export async function PrivacyNotice() {
  const t = await getTranslations("Privacy");
  const cookiesLink = (text: React.ReactNode) => <Link href={COOKIES_PATH}>{text}</Link>;
  return (
    <>
      <section className={styles.section} aria-labelledby="privacy-counted">
        <h2 id="privacy-counted">{t("countedTitle")}</h2>
        <p>{t("counted")}</p>
        <ul>
          {COUNTED.map((key) => (
            <li key={key}>{t.rich(key, { term: (term) => <strong>{term}</strong> })}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="privacy-never">
        <h2 id="privacy-never">{t("neverTitle")}</h2>
        <p>{t("never")}</p>
        <ul>
          {NEVER_STORED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="privacy-salt">
        <h2 id="privacy-salt">{t("saltTitle")}</h2>
        <p>{t("salt")}</p>
      </section>
      <section className={styles.section} aria-labelledby="privacy-kept">
        <h2 id="privacy-kept">{t("keptTitle")}</h2>
        <p>{t("kept", { months: RETENTION_MONTHS })}</p>
      </section>
      <section className={styles.section} aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">{t("noCookieTitle")}</h2>
        <p>{t.rich("noCookie", { link: cookiesLink })}</p>
        <p>{t("notCounted")}</p>
      </section>
      <section className={styles.section} id={PRIVACY_NEWSLETTER_SECTION} aria-labelledby="privacy-newsletter">
        <h2 id="privacy-newsletter">{t("newsletterTitle")}</h2>
        <p>{t("newsletterStored")}</p>
        <ul>
          {NEWSLETTER_STORED.map((key) => (
            <li key={key}>{t.rich(key, { term: (term) => <strong>{term}</strong> })}</li>
          ))}
        </ul>
        <p>{t("newsletterNothingElse")}</p>
        <p>{t("newsletterLeave")}</p>
      </section>
    </>
  );
}
