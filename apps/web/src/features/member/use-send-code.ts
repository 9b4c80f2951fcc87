import { MSG } from '@hotel/shared/messages';
import type { FormInstance } from 'antd';
import { useMessage } from '../../lib/message.tsx';
import { checkInOrder, useApiMutation } from '../../lib/use-api-mutation.ts';
import { type SmsCodeType, sendSmsCode } from './api.ts';

/**
 * What the send-code button does: check the form's mobile (its problem shows at the field), ask
 * for a code, and tell the button whether to count down. A refusal about the mobile (该手机号已注册)
 * shows at the mobile, any other as the server's message, else 稍后再试.
 */
export function useSendCode(
  type: SmsCodeType,
  form: FormInstance,
  fieldOf: (message: string) => string | undefined,
): () => Promise<boolean> {
  const message = useMessage();
  const send = useApiMutation({
    call: (mobile: string) => sendSmsCode(mobile, type),
    fallback: MSG.tryLater,
    form,
    fieldOf: (text) => (fieldOf(text) === 'mobile' ? 'mobile' : undefined),
  });
  return async () => {
    if (!(await checkInOrder(form, ['mobile']))) return false;
    const result = await send.run(String(form.getFieldValue('mobile') ?? '').trim());
    if (!result) return false;
    message.success(result.message || MSG.smsCodeSent);
    return true;
  };
}
