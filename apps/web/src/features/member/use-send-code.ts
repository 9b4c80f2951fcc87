import { MSG } from '@hotel/shared/messages';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useMessage } from '../../lib/message.tsx';
import { type SmsCodeType, sendSmsCode } from './api.ts';
import { mobileProblem } from './form-rules.ts';

/**
 * What the send-code button does: check the mobile (showing the problem through `onProblem`), ask
 * for a code, and tell the button whether to count down. A refusal shows the server's message,
 * else 稍后再试.
 */
export function useSendCode(type: SmsCodeType, mobile: string, onProblem: (message: string) => void) {
  const message = useMessage();
  return useCallback(async (): Promise<boolean> => {
    const problem = mobileProblem(mobile);
    if (problem) {
      onProblem(problem);
      return false;
    }
    try {
      const result = await sendSmsCode(mobile.trim(), type);
      if (!result.success) {
        void message.error(result.message || MSG.tryLater);
        return false;
      }
      void message.success(result.message || MSG.smsCodeSent);
      return true;
    } catch (error) {
      // No answer in our envelope: the client has shown the catalogue message already.
      if (!(error instanceof ApiError)) void message.error(MSG.tryLater);
      return false;
    }
  }, [message, mobile, onProblem, type]);
}
