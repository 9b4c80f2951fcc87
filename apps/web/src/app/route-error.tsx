import { Result } from 'antd';
import { Link, useRouteError } from 'react-router';
import { paths } from '../config/paths.ts';

/** A page that failed to render still offers a way home instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="page-container">
      <Result
        status="warning"
        title="页面出了点问题"
        subTitle="请稍后刷新重试，或返回首页继续浏览。"
        extra={
          <Link className="link-button link-button--primary" to={paths.home}>
            返回首页
          </Link>
        }
      />
    </div>
  );
}
