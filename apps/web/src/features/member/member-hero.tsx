import { LogoutOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import layoutStyles from '../../components/layout.module.css';
import styles from './member.module.css';
import { MEMBER_TEXT } from './messages.ts';

interface MemberHeroProps {
  title: string;
  /** The line under the title (the greeting); a blank line keeps the band's height while it loads. */
  text?: ReactNode;
  onLogout: () => void;
}

/** The band over every page of the member centre, with 退出登录 (wide screens have no sidebar). */
export function MemberHero({ title, text, onLogout }: MemberHeroProps) {
  return (
    <header className={styles.memberHero}>
      <div className={`${layoutStyles.pageContainer} ${styles.memberHeroInner}`}>
        <div>
          <p className={styles.memberHeroEyebrow}>{MEMBER_TEXT.centreEyebrow}</p>
          <h1 className={styles.memberHeroTitle}>{title}</h1>
          <p className={styles.memberHeroText}>{text || '\u00a0'}</p>
        </div>
        <button type="button" className={styles.memberHeroLogout} onClick={onLogout}>
          <LogoutOutlined aria-hidden />
          {MEMBER_TEXT.logout}
        </button>
      </div>
    </header>
  );
}
