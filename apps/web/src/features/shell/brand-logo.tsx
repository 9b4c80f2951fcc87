import logoUrl from '../../assets/logo.svg';
import { paths } from '../../config/paths.ts';
import { appStore } from '../../lib/app-store.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import styles from './brand-logo.module.css';

interface BrandLogoProps {
  brandName: string;
  onNavigate?: () => void;
}

/** Logo and brand name; returns to Home and leaves single-hotel mode. */
export function BrandLogo({ brandName, onNavigate }: BrandLogoProps) {
  const navigate = useAppNavigate();
  return (
    <a
      className={styles.brandLogo}
      href={paths.home}
      onClick={(event) => {
        event.preventDefault();
        appStore.leaveHotel();
        onNavigate?.();
        navigate(paths.home);
      }}
    >
      <img className={styles.brandLogoMark} src={logoUrl} alt="" width={40} height={40} />
      <span className={styles.brandLogoText}>
        <span className={styles.brandLogoName}>{brandName}</span>
        <span className={styles.brandLogoTagline}>智能影音主题酒店</span>
      </span>
    </a>
  );
}
