import { getTranslations } from "next-intl/server";
import { formatCount } from "../stats/numbers";
import { SendEdition } from "./SendEdition";
import { TestSend } from "./TestSend";
import styles from "./Newsletter.module.css";

/** The test to the editor's address, and "Enviar" to every confirmed reader, asked once more before it goes. */
export async function SendSection({ editorEmail, confirmed }: { editorEmail: string; confirmed: number }) {
  const t = await getTranslations("NewsletterEditor.send");
  const errors = { "401": t("errors.401"), "403": t("errors.403"), "409": t("errors.409"), other: t("errors.other") };
  return (
    <section className={styles.section} aria-labelledby="send-heading">
      <h2 id="send-heading">{t("heading")}</h2>
      <p className={styles.note}>{t("lead", { email: editorEmail })}</p>
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
    </section>
  );
}
