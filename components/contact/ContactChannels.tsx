import styles from "./ContactChannels.module.css";

type Channel = { href: string; label: string; value: string; detail?: string };

type Props = { pressTours: string; pressToursDetail: string; email: Channel; whatsapp: Channel };

export function ContactChannels({ pressTours, pressToursDetail, email, whatsapp }: Props) {
  return (
    <section className={styles.panel} aria-labelledby="press-tours">
      <h2 id="press-tours" className={styles.label}>
        {pressTours}
      </h2>
      <p className={styles.detail}>{pressToursDetail}</p>
      <ul className={styles.channels}>
        {[email, whatsapp].map((channel) => (
          <li key={channel.href}>
            <a className={styles.channel} href={channel.href}>
              <span className={styles.channelLabel}>{channel.label}</span>
              <span className={styles.value}>{channel.value}</span>
            </a>
            {channel.detail ? <p className={styles.note}>{channel.detail}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
