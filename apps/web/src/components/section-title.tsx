import type { ReactNode } from 'react';
import styles from './section-title.module.css';

interface SectionTitleProps {
  title: string;
  /** Small English line above the title, in the style of the brand. */
  eyebrow?: string;
  /** e.g. a 查看全部 link, placed at the right. */
  extra?: ReactNode;
  id?: string;
  /** The section's own layout of its title (brand-family: the button wraps under it on a phone). */
  className?: string | undefined;
}

export function SectionTitle({ title, eyebrow, extra, id, className }: SectionTitleProps) {
  return (
    <div className={className ? `${styles.sectionTitle} ${className}` : styles.sectionTitle}>
      <div>
        {eyebrow ? <p className={styles.sectionTitleEyebrow}>{eyebrow}</p> : null}
        <h2 className={styles.sectionTitleText} id={id}>
          {title}
        </h2>
      </div>
      {extra ? <div className={styles.sectionTitleExtra}>{extra}</div> : null}
    </div>
  );
}
