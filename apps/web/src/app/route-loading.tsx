import layoutStyles from '../components/layout.module.css';
import { LineSkeleton } from '../components/line-skeleton.tsx';
import styles from './route-loading.module.css';

/**
 * The main area while a page's code loads on a first visit. It fills the screen, so the footer
 * does not show and then jump when the page arrives.
 */
export function RouteLoading() {
  return (
    <div className={`${layoutStyles.pageContainer} ${styles.routeLoading}`} aria-busy="true">
      <LineSkeleton title rows={6} />
    </div>
  );
}
