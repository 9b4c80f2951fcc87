import { Result } from 'antd';
import { Link } from 'react-router';
import notFoundPicture from '../assets/not-found.svg';
import { usePageHead } from '../lib/page-head.ts';
import layoutStyles from './layout.module.css';
import styles from './not-found-state.module.css';

interface NotFoundStateProps {
  /** e.g. 未找到该新闻 */
  title: string;
  description?: string;
  /** Where the guest can go instead, e.g. the list the item belongs to. */
  backTo: string;
  backLabel: string;
}

/**
 * What a page shows for an id that does not exist: says so, and offers a way on. The page is then
 * a not-found page: titled so, answered 404 by the server, with no canonical link. Its picture is
 * antd's 404 one as a decorative image: drawn inline, as Result's status="404" draws it, it says
 * "No Found" in English in its title.
 */
export function NotFoundState({
  title,
  description = '您访问的内容不存在或已下线。',
  backTo,
  backLabel,
}: NotFoundStateProps) {
  usePageHead({ title, description, notFound: true });
  return (
    <div className={`${layoutStyles.pageContainer} ${styles.notFoundState}`}>
      <Result
        icon={<img src={notFoundPicture} alt="" width={252} height={294} />}
        classNames={{ icon: styles.picture }}
        title={<h1 className={styles.title}>{title}</h1>}
        subTitle={description}
        extra={
          <Link className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonPrimary}`} to={backTo}>
            {backLabel}
          </Link>
        }
      />
    </div>
  );
}
