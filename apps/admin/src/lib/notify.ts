import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

type Notifier = Pick<MessageInstance, 'error' | 'warning' | 'success' | 'info'>;

/**
 * Messages from outside React (the API client). The App component hands in its themed `message`
 * API once mounted; before that the static antd API is used.
 */
let current: Notifier = staticMessage;

export function setNotifier(notifier: Notifier | undefined): void {
  current = notifier ?? staticMessage;
}

/**
 * Each text is its own message key: the same words again (several calls of one page meeting the
 * same outage) restart the message already shown instead of stacking copies, so staff read one
 * message per failure.
 */
export const notify = {
  error: (text: string) => {
    void current.error({ content: text, key: text });
  },
  warning: (text: string) => {
    void current.warning({ content: text, key: text });
  },
  success: (text: string) => {
    void current.success({ content: text, key: text });
  },
};
