/** The kinds of toast the site shows (antd's message API, by its method names). */
export type ToastKind = 'error' | 'warning' | 'success' | 'info';

/**
 * Shows a short message at the top of the page. The same words again restart the message already
 * shown instead of stacking a copy under it (a query's second try failing like its first, several
 * calls of one page meeting the same outage), so a guest reads one message per failure.
 */
export type Toast = Record<ToastKind, (text: string) => void>;
