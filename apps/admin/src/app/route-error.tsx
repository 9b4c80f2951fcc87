import { RouteError as FailedPage } from '@hotel/ui/route-error.tsx';
import { Button, Result } from 'antd';
import { paths } from '../config/paths.ts';

/** A screen that failed to render still offers a way on instead of a blank page. */
export function RouteError() {
  return (
    <FailedPage
      advice="请刷新页面重试；如果问题一直出现，请联系系统管理员。"
      action={
        // A full load, not a route change: whatever broke the page starts afresh.
        <Button type="primary" href={paths.home}>
          返回首页
        </Button>
      }
    />
  );
}

export function NotFound() {
  return <Result status="404" title="页面不存在" subTitle="请从菜单中选择要打开的页面。" />;
}
