import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, type ReactNode, useContext } from 'react';

const MessageContext = createContext<MessageInstance>(staticMessage);

/**
 * antd's themed toast messages for the whole site. antd's `App` would bring its modal and
 * notification code to every page; only the booking pages that confirm in a modal mount their own
 * `App` (see the pay-detail and courtesy routes).
 */
export function MessageProvider({ children }: { children: ReactNode }) {
  const [api, holder] = staticMessage.useMessage();
  return (
    <MessageContext.Provider value={api}>
      {holder}
      {children}
    </MessageContext.Provider>
  );
}

export function useMessage(): MessageInstance {
  return useContext(MessageContext);
}
