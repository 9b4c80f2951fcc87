import { Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';

interface UnderConstructionProps {
  title: string;
}

/** Honest placeholder for pages that later issues build. */
export function UnderConstruction({ title }: UnderConstructionProps) {
  return (
    <div className="page-container under-construction">
      <Result
        status="info"
        title={<h1 className="under-construction__title">{`${title} · 正在建设中`}</h1>}
        subTitle="该页面正在建设中，敬请期待。您可以先返回首页浏览其他内容。"
        extra={
          <Link className="link-button link-button--primary" to={paths.home}>
            返回首页
          </Link>
        }
      />
    </div>
  );
}
