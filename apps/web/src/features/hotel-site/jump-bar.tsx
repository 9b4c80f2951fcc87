import layoutStyles from '../../components/layout.module.css';
import styles from './hotel-rooms.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';

interface JumpTarget {
  id: string;
  label: string;
}

/** The rooms page's jump bar: each entry scrolls to its section (below the sticky header). */
export function JumpBar({ targets }: { targets: readonly JumpTarget[] }) {
  return (
    <nav className={styles.jumpBar} aria-label={HOTEL_SITE_TEXT.jumpBar}>
      <div className={`${layoutStyles.pageContainer} ${styles.jumpBarInner}`}>
        {targets.map((target) => (
          <a
            key={target.id}
            href={`#${target.id}`}
            className={styles.jumpBarLink}
            onClick={(event) => {
              // Scroll in place: a hash in the address would not survive the router anyway.
              event.preventDefault();
              document.getElementById(target.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            }}
          >
            {target.label}
          </a>
        ))}
      </div>
    </nav>
  );
}
