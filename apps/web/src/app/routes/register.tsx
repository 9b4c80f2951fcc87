import styles from '../../features/member/member.module.css';
import { MEMBER_TEXT } from '../../features/member/messages.ts';
import { RegisterForm } from '../../features/member/register-form.tsx';

/** /register: the registration form beside what membership brings. */
export function RegisterRoute() {
  return (
    <div className="member-page">
      <header className={styles.memberHero}>
        <div className="page-container">
          <p className={styles.memberHeroEyebrow}>{MEMBER_TEXT.registerEyebrow}</p>
          <h1 className={styles.memberHeroTitle}>{MEMBER_TEXT.registerTitle}</h1>
          <p className={styles.memberHeroText}>{MEMBER_TEXT.registerIntro}</p>
        </div>
      </header>
      <div className={`page-container ${styles.registerLayout}`}>
        <div className={styles.registerLayoutForm}>
          <RegisterForm />
        </div>
        <aside className={styles.registerLayoutBenefits} aria-labelledby="register-benefits">
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
