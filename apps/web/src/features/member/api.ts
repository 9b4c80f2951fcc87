import type { CloseAccountRequest } from '@hotel/shared/api/account';

import type { LoginRequest, ModifyUserRequest, RegisterRequest } from '@hotel/shared/api/user';
import { queryOptions } from '@tanstack/react-query';
import { cmsApi, crsApi } from '../../lib/api-client.ts';
import { cmsKeys } from '../../lib/query-keys.ts';

/** Member data is keyed by the token, so one member's answers are never shown to the next. */
export const memberKeys = {
  all: ['user'] as const,
  detail: (token: string) => ['user', 'detail', token] as const,
};

/** GET /user/userdetail: name, mobile (moible), card number, level, points and card balance. */
export const userDetailQuery = (token: string) =>
  queryOptions({
    queryKey: memberKeys.detail(token),
    queryFn: async () => (await crsApi.get('/user/userdetail', 'userDetailResponse')).data,
    // A failure logs the member out (section 4); asking twice would only delay that.
    retry: false,
  });

/** GET /cms/membership.aspx: the membership rules as { Title, Content }. */
export const membershipRulesQuery = () =>
  queryOptions({
    queryKey: cmsKeys.membership(),
    queryFn: async () => (await cmsApi.get('/membership.aspx', 'richContentResponse')).data,
    staleTime: 30 * 60_000,
  });

/** 1 registration, 2 login (section 7). */
export type SmsCodeType = '1' | '2';

export const sendSmsCode = (mobile: string, type: SmsCodeType) =>
  crsApi.get('/user/smscode', 'smsCodeResponse', { mobile, type });

export const registerMember = (body: RegisterRequest) =>
  crsApi.post('/user/register', 'registerResponse', body);

export const loginMember = (body: LoginRequest) => crsApi.post('/user/login', 'loginResponse', body);

export const modifyUser = (body: ModifyUserRequest) =>
  crsApi.post('/user/modifyUser', 'modifyUserResponse', body);

// ---- 账号与隐私 ----

/** GET /user/exportData: everything the group holds about the member (the file 下载我的数据 saves). */
export const exportMemberData = () => crsApi.get('/user/exportData', 'memberDataExportResponse');

/** POST /user/closeAccountCode: the closure code to the member's own mobile, or why the account cannot close now. */
export const sendCloseAccountCode = () =>
  crsApi.post('/user/closeAccountCode', 'closeAccountCodeResponse', {});

/** POST /user/closeAccount: closes the account with that code; the token ends with it. */
export const closeAccount = (body: CloseAccountRequest) =>
  crsApi.post('/user/closeAccount', 'closeAccountResponse', body);
