import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import styles from './page-breadcrumb.module.css';

interface Crumb {
  label: string;
  /** Where the crumb leads; the page itself (the last crumb) may have none. */
  to?: string;
}

interface PageBreadcrumbProps {
  items: readonly Crumb[];
  className?: string;
}

/** Where the page sits in the site (当前位置), antd's Breadcrumb with the router's links. */
export function PageBreadcrumb({ items, className }: PageBreadcrumbProps) {
  return (
    <div className={className ? `${styles.pageBreadcrumb} ${className}` : styles.pageBreadcrumb}>
      <Breadcrumb
        aria-label="当前位置"
        items={items.map((crumb) => ({
          key: crumb.to ?? crumb.label,
          title: crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label,
        }))}
      />
    </div>
  );
}
