import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

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

export const notify = {
  error: (text: string) => {
    void current.error(text);
  },
  warning: (text: string) => {
    void current.warning(text);
  },
  success: (text: string) => {
    void current.success(text);
  },
  info: (text: string) => {
    void current.info(text);
  },
};
