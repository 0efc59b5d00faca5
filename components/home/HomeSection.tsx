import styles from "./HomeSection.module.css";

type Props = { id: string; title: string; aside: React.ReactNode; children: React.ReactNode };

/** A block of the home page under the hero: its heading, what stands beside it (a link onwards, a note), its cards. */
export function HomeSection({ id, title, aside, children }: Props) {
  return (
    <section id={id} className={`container ${styles.section}`} aria-labelledby={`${id}-title`}>
      <div className={styles.heading}>
        <h2 id={`${id}-title`}>{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
