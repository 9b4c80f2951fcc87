import { LogoutOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { MEMBER_TEXT } from './messages.ts';
import './member.css';

interface MemberHeroProps {
  title: string;
  /** The line under the title (the greeting); a blank line keeps the band's height while it loads. */
  text?: ReactNode;
  onLogout: () => void;
}

/** The band over every page of the member centre, with 退出登录 (wide screens have no sidebar). */
export function MemberHero({ title, text, onLogout }: MemberHeroProps) {
  return (
    <header className="member-hero">
      <div className="page-container member-hero__inner">
        <div>
          <p className="member-hero__eyebrow">{MEMBER_TEXT.centreEyebrow}</p>
          <h1 className="member-hero__title">{title}</h1>
          <p className="member-hero__text">{text || '\u00a0'}</p>
        </div>
        <button type="button" className="member-hero__logout" onClick={onLogout}>
          <LogoutOutlined aria-hidden />
          {MEMBER_TEXT.logout}
        </button>
      </div>
    </header>
  );
}
