import type { ReactNode } from 'react';

interface SectionTitleProps {
  title: string;
  /** Small English line above the title, in the style of the brand. */
  eyebrow?: string;
  /** e.g. a 查看全部 link, placed at the right. */
  extra?: ReactNode;
  id?: string;
}

export function SectionTitle({ title, eyebrow, extra, id }: SectionTitleProps) {
  return (
    <div className="section-title">
      <div>
        {eyebrow ? <p className="section-title__eyebrow">{eyebrow}</p> : null}
        <h2 className="section-title__text" id={id}>
          {title}
        </h2>
      </div>
      {extra ? <div className="section-title__extra">{extra}</div> : null}
    </div>
  );
}
