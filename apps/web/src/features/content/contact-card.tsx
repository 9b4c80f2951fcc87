import styles from './content.module.css';
import { CONTENT_TEXT } from './messages.ts';

interface ContactCardProps {
  title: string;
  hotlineLabel: string;
  emailLabel: string;
  /** From the site configuration (siteinfo.aspx); nothing is shown while it loads. */
  hotline: string | undefined;
  email: string | undefined;
  note?: string;
}

/** The configured hotline and e-mail, as links a phone can call or write to. */
export function ContactCard({ title, hotlineLabel, emailLabel, hotline, email, note }: ContactCardProps) {
  return (
    <aside className={styles.contactCard} aria-label={title}>
      <h2 className={styles.contactCardTitle}>{title}</h2>
      <dl className={styles.contactCardList}>
        <div>
          <dt>{hotlineLabel}</dt>
          <dd>{hotline ? <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>{hotline}</a> : '—'}</dd>
        </div>
        <div>
          <dt>{emailLabel}</dt>
          <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : '—'}</dd>
        </div>
      </dl>
      {note ? <p className={styles.contactCardNote}>{note}</p> : null}
    </aside>
  );
}

export const JOIN_CONTACT_LABELS = {
  title: CONTENT_TEXT.joinContactTitle,
  hotlineLabel: CONTENT_TEXT.hotline,
  emailLabel: CONTENT_TEXT.email,
  note: CONTENT_TEXT.joinContactText,
} as const;
