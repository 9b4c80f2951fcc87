import { RouteError as FailedPage } from '@hotel/ui/route-error.tsx';
import { Link } from 'react-router';
import layoutStyles from '../components/layout.module.css';
import { paths } from '../config/paths.ts';

/** A page that failed to render still offers a way home instead of a blank screen. */
export function RouteError() {
  return (
    <div className={layoutStyles.pageContainer}>
      <FailedPage
        advice="请稍后刷新重试，或返回首页继续浏览。"
        action={
          <Link className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonPrimary}`} to={paths.home}>
            返回首页
          </Link>
        }
      />
    </div>
  );
}
