import { PageIntro } from "@/components/layout/PageIntro";
import styles from "./NewsletterPage.module.css";

/** The frame of the boletín's pages: a title, what happened or what to do, and then the one thing to do next. */
export function NewsletterPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <PageIntro title={title} />
      <p className={styles.lead}>{lead}</p>
      {children}
    </div>
  );
}
