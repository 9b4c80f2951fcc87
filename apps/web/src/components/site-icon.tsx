import styles from './site-icon.module.css';

export type SiteIconName =
  | 'calendar'
  | 'close-circle'
  | 'environment'
  | 'filter'
  | 'menu'
  | 'phone'
  | 'qrcode'
  | 'star'
  | 'swap-right'
  | 'tag'
  | 'team'
  | 'user'
  | 'wechat';

/**
 * One of antd's icons as the first screens show it: drawn by the site's style sheet
 * (site-icon.module.css), so it costs the page no script and no SVG in its HTML. Decorative, like the
 * `aria-hidden` antd icons it replaces; size and colour follow the text.
 */
export function SiteIcon({ name, className }: { name: SiteIconName; className?: string }) {
  return (
    <span
      className={`${styles.icon} ${styles[name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())]}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
    />
  );
}
