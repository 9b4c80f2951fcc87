import logoUrl from '../../assets/logo.svg';
import { paths } from '../../config/paths.ts';
import { appStore } from '../../lib/app-store.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';

interface BrandLogoProps {
  brandName: string;
  onNavigate?: () => void;
}

/** Logo and brand name; returns to Home and leaves single-hotel mode. */
export function BrandLogo({ brandName, onNavigate }: BrandLogoProps) {
  const navigate = useAppNavigate();
  return (
    <a
      className="brand-logo"
      href={paths.home}
      onClick={(event) => {
        event.preventDefault();
        appStore.leaveHotel();
        onNavigate?.();
        navigate(paths.home);
      }}
    >
      <img className="brand-logo__mark" src={logoUrl} alt="" width={40} height={40} />
      <span className="brand-logo__text">
        <span className="brand-logo__name">{brandName}</span>
        <span className="brand-logo__tagline">智能影音主题酒店</span>
      </span>
    </a>
  );
}
