import layoutStyles from '../../components/layout.module.css';
import memberStyles from '../../features/member/member.module.css';
import { MEMBER_TEXT } from '../../features/member/messages.ts';
import { RegisterForm } from '../../features/member/register-form.tsx';

/** /register: the registration form beside what membership brings. */
export function RegisterRoute() {
  return (
    <div>
      <header className={memberStyles.memberHero}>
        <div className={layoutStyles.pageContainer}>
          <p className={memberStyles.memberHeroEyebrow}>{MEMBER_TEXT.registerEyebrow}</p>
          <h1 className={memberStyles.memberHeroTitle}>{MEMBER_TEXT.registerTitle}</h1>
          <p className={memberStyles.memberHeroText}>{MEMBER_TEXT.registerIntro}</p>
        </div>
      </header>
      <div className={`${layoutStyles.pageContainer} ${memberStyles.registerLayout}`}>
        <div className={memberStyles.registerLayoutForm}>
          <RegisterForm />
        </div>
        <aside className={memberStyles.registerLayoutBenefits} aria-labelledby="register-benefits">
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
