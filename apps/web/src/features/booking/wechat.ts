/** A page opened inside WeChat (its built-in browser names itself in the user agent). */
export function isWeChatBrowser(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/**
 * Leaves the site for the payment provider's cashier page. An object rather than a bare call, so
 * a unit test can watch the jump that jsdom cannot make.
 */
export const cashierPage = {
  open(payUrl: string): void {
    window.location.assign(payUrl);
  },
};
