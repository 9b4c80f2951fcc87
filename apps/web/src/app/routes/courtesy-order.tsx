import { useEffect } from 'react';
import { useParams } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { paths } from '../../config/paths.ts';
import { OrderPage } from '../../features/booking/order-page.tsx';
import { ORDER_TEXT } from '../../features/booking/order-text.ts';
import { MemberHero } from '../../features/member/member-hero.tsx';
import { MEMBER_TEXT } from '../../features/member/messages.ts';
import { useLogout } from '../../features/shell/use-logout.ts';
import { useAppState } from '../../lib/app-store.ts';
import { recordIdOf } from '../../lib/not-found.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';

/**
 * /courtesy/orders/:orderId (needs login): one order of the member, under the member centre's band.
 * It reads the order itself, so a direct visit or a reload shows it as a click from My booking does.
 */
export function CourtesyOrderRoute() {
  const { orderId } = useParams();
  const token = useAppState((s) => s.usertoken);
  const username = useAppState((s) => s.username);
  const navigate = useAppNavigate();
  const logout = useLogout();

  useEffect(() => {
    // Logged out meanwhile (the sidebar, or a 9999 from a call): nothing of the member's to show.
    if (token === undefined) navigate(paths.root, { replace: true });
  }, [token, navigate]);

  return (
    <div>
      <MemberHero
        title={ORDER_TEXT.pageTitle}
        text={username ? MEMBER_TEXT.welcome(username) : undefined}
        onLogout={logout}
      />
      <div className={layoutStyles.pageContainer}>
        {token ? <OrderPage token={token} orderId={recordIdOf(orderId)} /> : null}
      </div>
    </div>
  );
}
