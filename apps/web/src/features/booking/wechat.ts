/** A page opened inside WeChat (its built-in browser names itself in the user agent). */
export function isWeChatBrowser(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}
