/** The kinds of message a front end shows at the top of the page (antd's message API, by its method names). */
export type NoticeKind = 'error' | 'warning' | 'success' | 'info';

/**
 * Shows a short message at the top of the page. The same words again restart the message already
 * shown instead of stacking a copy under it (a query's second try failing like its first, several
 * calls of one page meeting the same outage), so a person reads one message per failure.
 */
export type Notifier = Record<NoticeKind, (text: string) => void>;

/**
 * Messages from outside React (the API client, route loaders). The app hands in its themed
 * messages once mounted (its providers call `setNotifier`); what is said before that (a loader
 * failing before the first render) waits and shows then. `silent`: nobody could read a message now
 * (a page rendered on the server, whose failures show as the page's states).
 */
export function createNotify(options: { silent?: () => boolean } = {}) {
  let current: Notifier | undefined;
  const early: { kind: NoticeKind; text: string }[] = [];

  const show = (kind: NoticeKind, text: string) => {
    if (options.silent?.()) return;
    if (current) current[kind](text);
    else early.push({ kind, text });
  };

  const notify: Notifier = {
    error: (text) => show('error', text),
    warning: (text) => show('warning', text),
    success: (text) => show('success', text),
    info: (text) => show('info', text),
  };

  function setNotifier(notifier: Notifier | undefined): void {
    current = notifier;
    if (notifier) for (const { kind, text } of early.splice(0)) notifier[kind](text);
  }

  return { notify, setNotifier };
}
