import { getTranslations } from "next-intl/server";
import { formatCount } from "../stats/numbers";
import { SendEdition } from "./SendEdition";
import { TestSend } from "./TestSend";
import styles from "./Newsletter.module.css";

type Props = { editorEmail: string; confirmed: number; empty: boolean };

/**
 * The test to the editor's address, and "Enviar" to every confirmed reader, asked once more before it goes; neither
 * while the next edition has no post, which the API would refuse.
 */
export async function SendSection({ editorEmail, confirmed, empty }: Props) {
  const t = await getTranslations("NewsletterEditor.send");
  return (
    <section className={styles.section} aria-labelledby="send-heading">
      <h2 id="send-heading">{t("heading")}</h2>
      <p className={styles.note}>{t("lead", { email: editorEmail })}</p>
      {empty ? <p>{t("empty")}</p> : <SendButtons confirmed={confirmed} />}
    </section>
  );
}

async function SendButtons({ confirmed }: { confirmed: number }) {
  const t = await getTranslations("NewsletterEditor.send");
  const errors = { "401": t("errors.401"), "403": t("errors.403"), "409": t("errors.409"), other: t("errors.other") };
  return (
    <>
      <div className={styles.actions}>
        <TestSend labels={{ submit: t("test"), working: t("testing"), done: t("tested"), errors }} />
      </div>
      {confirmed === 0 ? (
        <p>{t("nobody")}</p>
      ) : (
        <SendEdition
          labels={{
            send: t("send"),
            question: t("question", { count: formatCount(confirmed) }),
            confirm: t("confirm"),
            cancel: t("cancel"),
            working: t("working"),
            errors,
          }}
        />
      )}
    </>
  );
}
