import { LineSkeleton } from '../components/line-skeleton.tsx';

/**
 * The main area while a page's code loads on a first visit. It fills the screen, so the footer
 * does not show and then jump when the page arrives.
 */
export function RouteLoading() {
  return (
    <div className="page-container route-loading" aria-busy="true">
      <LineSkeleton title rows={6} />
    </div>
  );
}
