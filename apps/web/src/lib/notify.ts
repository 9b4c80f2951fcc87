import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { isServer } from './render-environment.ts';

type Notifier = Pick<MessageInstance, 'error' | 'warning' | 'success' | 'info'>;

/**
 * Toast messages from outside React (the API client, route loaders). The App component hands in
 * its themed `message` API once mounted; before that (and in unit tests of plain modules) the
 * static antd API is used.
 */
let current: Notifier = staticMessage;

export function setNotifier(notifier: Notifier | undefined): void {
  current = notifier ?? staticMessage;
}

/**
 * Each text is its own message key: the same words again (a query's second try failing like its
 * first, several calls of one page meeting the same outage) restart the message already shown
 * instead of stacking a copy under it, so a guest reads one message per failure.
 */
export const notify = {
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
};

/** A page rendered on the server has no one to toast; its failures show as the page's states. */
function show(kind: keyof Notifier, text: string): void {
  if (isServer) return;
  void current[kind]({ content: text, key: text });
}
