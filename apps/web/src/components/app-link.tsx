import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AppLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** Router link for site paths, a plain anchor for anything else the content service hands us. */
export function AppLink({ to, className, children, ...rest }: AppLinkProps) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className} aria-label={rest['aria-label']}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to || '#'} className={className} aria-label={rest['aria-label']}>
      {children}
    </a>
  );
}
