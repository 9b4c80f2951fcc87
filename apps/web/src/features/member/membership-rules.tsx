import { MEMBERSHIP_RULES_TEXT } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { membershipRulesQuery } from './api.ts';
import styles from './member.module.css';
import { MEMBER_TEXT } from './messages.ts';

/** The membership rules of section 9, from the content service; the constant text if it is away. */
export function MembershipRules() {
  const rules = useQuery(membershipRulesQuery());

  return (
    <section className={styles.membershipRules} aria-labelledby="membership-rules-title">
      <h2 className={styles.membershipRulesTitle} id="membership-rules-title">
        {rules.data?.Title || MEMBER_TEXT.rulesTitle}
      </h2>
      {rules.isPending ? <Skeleton active paragraph={{ rows: 4 }} title={false} /> : null}
      {rules.data ? (
        <div
          className={styles.membershipRulesContent}
          // The content service sanitises its HTML before storing and serving it (service design 7).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server content
          dangerouslySetInnerHTML={{ __html: rules.data.Content }}
        />
      ) : null}
      {rules.isError ? (
        <ul className={styles.membershipRulesContent}>
          {MEMBERSHIP_RULES_TEXT.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
