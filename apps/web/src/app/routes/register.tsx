import { MEMBER_TEXT } from '../../features/member/messages.ts';
import { RegisterForm } from '../../features/member/register-form.tsx';

/** /register: the registration form beside what membership brings. */
export function RegisterRoute() {
  return (
    <div className="member-page">
      <header className="member-hero">
        <div className="page-container">
          <p className="member-hero__eyebrow">{MEMBER_TEXT.registerEyebrow}</p>
          <h1 className="member-hero__title">{MEMBER_TEXT.registerTitle}</h1>
          <p className="member-hero__text">{MEMBER_TEXT.registerIntro}</p>
        </div>
      </header>
      <div className="page-container register-layout">
        <div className="register-layout__form">
          <RegisterForm />
        </div>
        <aside className="register-layout__benefits" aria-labelledby="register-benefits">
          <h2 id="register-benefits">{MEMBER_TEXT.benefitsTitle}</h2>
          <ul>
            {MEMBER_TEXT.benefits.map((benefit) => (
              <li key={benefit.title}>
                <strong>{benefit.title}</strong>
                <span>{benefit.text}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
