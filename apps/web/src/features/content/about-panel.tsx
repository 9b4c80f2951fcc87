import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { useMetaDescription } from '../../lib/use-meta-description.ts';
import type { AboutTab } from './about-tabs.ts';
import { aboutContentQuery } from './api.ts';
import styles from './content.module.css';
import { HonoursTimeline } from './honours-timeline.tsx';
import { CONTENT_TEXT } from './messages.ts';

/** The content of one About-us tab: its title and rich text, or the honours as a year line. */
export function AboutPanel({ tab }: { tab: AboutTab }) {
  const content = useQuery(aboutContentQuery(tab.sid));
  const data = content.data;
  useMetaDescription(data ? excerpt(data.Content) : undefined);

  return (
    <QueryState
      query={content}
      loading={
        <div aria-busy="true">
          <Skeleton active title={{ width: 160 }} paragraph={{ rows: 8 }} />
        </div>
      }
      serverMessage
    >
      {({ Title, Content, data: extra }) => (
        <article>
          <h2 className={styles.aboutPanelTitle}>{Title || tab.label}</h2>
          {extra?.honours ? (
            <HonoursTimeline honours={extra.honours} />
          ) : Content ? (
            <RichContent html={Content} />
          ) : (
            <p className={styles.aboutPanelEmpty}>{CONTENT_TEXT.empty}</p>
          )}
        </article>
      )}
    </QueryState>
  );
}
