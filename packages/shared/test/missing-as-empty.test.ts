import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { missingAsEmpty } from '../src/api/envelope.ts';
import { loginBody } from '../src/api/user.ts';

describe('a field the call cannot do without', () => {
  it('refuses a missing field with the field’s own message, as an empty one', () => {
    const missing = loginBody.safeParse({ code: '123456' });
    const empty = loginBody.safeParse({ mobile: '', code: '123456' });
    expect(missing.error?.issues[0]?.message).toBe('请输入正确的手机号');
    expect(missing.error?.issues).toEqual(empty.error?.issues);
  });

  it('is documented as required, without a default the field refuses', () => {
    const body = z.object({ mobile: missingAsEmpty(z.string().regex(/^1\d{10}$/)) });
    const document = z.toJSONSchema(body, { io: 'input', target: 'openapi-3.0' });
    expect(document.required).toEqual(['mobile']);
    expect(document.properties?.mobile).toEqual({ type: 'string', pattern: '^1\\d{10}$' });
  });
});
