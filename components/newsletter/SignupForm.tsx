import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { NEWSLETTER_SIGNUP_PATH, PRIVACY_NEWSLETTER_PATH } from "@/lib/urls";
import type { SignupSource } from "@/lib/validations/subscriber";
import styles from "./SignupForm.module.css";

/**
 * Where a form stands: each has its own ids and its own title (a landmark's name), since the footer's and a post's
 * share a page, and its own margins.
 */
type Placement = "footer" | "post" | "page";

/**
 * The boletín's signup: a plain POST to /boletin that works without JavaScript and says the same to every reader, so
 * the pages it sits on stay cached. The source is kept as the consent's (lib/newsletter/subscribers.ts).
 */
export async function SignupForm({
  placement,
  source,
  invalidEmail = false,
}: {
  placement: Placement;
  source: SignupSource;
  invalidEmail?: boolean;
}) {
  const t = await getTranslations("Newsletter.form");
  const id = `boletin-${placement}`;
  const ids = { title: `${id}-title`, email: `${id}-email`, consent: `${id}-consent`, error: `${id}-error` };
  return (
    <section className={`${styles.signup} ${styles[placement]}`} aria-labelledby={ids.title}>
      <div>
        <p className={styles.kicker}>{t("kicker")}</p>
        <h2 id={ids.title} className={styles.title}>
          {t(`${placement}Title`)}
        </h2>
        <p className={styles.lead}>{t("lead")}</p>
      </div>
      <form method="post" action={NEWSLETTER_SIGNUP_PATH} className={styles.form}>
        <input type="hidden" name="source" value={source} />
        <label htmlFor={ids.email} className={styles.label}>
          {t("label")}
        </label>
        <div className={styles.row}>
          <input
            id={ids.email}
            className={styles.field}
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder={t("placeholder")}
            aria-invalid={invalidEmail || undefined}
            aria-describedby={invalidEmail ? `${ids.error} ${ids.consent}` : ids.consent}
          />
          <button type="submit" className={styles.submit}>
            {t("submit")}
          </button>
        </div>
        {invalidEmail ? (
          <p id={ids.error} className={styles.error} role="alert">
            {t("invalidEmail")}
          </p>
        ) : null}
        <p id={ids.consent} className={styles.consent}>
          {t.rich("consent", { link: (text) => <Link href={PRIVACY_NEWSLETTER_PATH}>{text}</Link> })}
        </p>
      </form>
    </section>
  );
}
