import { MSG } from '@hotel/shared/messages';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  description?: string;
}

/**
 * The one empty-state look of the site (default wording 暂无数据): antd's simple Empty picture and
 * words, drawn here (antd's Empty would bring its code to every page with a list).
 */
export function EmptyState({ description = MSG.noData }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      <svg className={styles.emptyStateImage} width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse fill="var(--ant-color-fill-tertiary)" cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" stroke="var(--ant-color-fill)">
            <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
            <path
              d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
              fill="var(--ant-color-fill-quaternary)"
            />
          </g>
        </g>
      </svg>
      <p className={styles.emptyStateDescription}>{description}</p>
    </div>
  );
}
