import Image from "next/image";
import styles from "./MemberCard.module.css";

type Props = {
  name: string;
  role: string;
  photo: { src: string; alt: string };
  quote: string;
  social: { label: string; links: { href: string; label: string }[]; opensInNewTab: string };
};

export function MemberCard({ name, role, photo, quote, social }: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.photo}>
        <Image src={photo.src} alt={photo.alt} fill sizes="(min-width: 768px) 320px, 80vw" preload />
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.role}>{role}</p>
        <blockquote className={styles.quote}>
          <p>{quote}</p>
        </blockquote>
        <ul className={styles.social} aria-label={social.label}>
          {social.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden"> {social.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
