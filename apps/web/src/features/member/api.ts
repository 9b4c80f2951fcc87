import type {
  CloseAccountRequest,
  closeAccountCodeResponse,
  closeAccountResponse,
  memberDataExportResponse,
} from '@hotel/shared/api/account';
import type { richContentResponse } from '@hotel/shared/api/cms';
import type {
  LoginRequest,
  loginResponse,
  ModifyUserRequest,
  modifyUserResponse,
  RegisterRequest,
  registerResponse,
  smsCodeResponse,
  userDetailResponse,
} from '@hotel/shared/api/user';
import { queryOptions } from '@tanstack/react-query';
import { cmsApi, crsApi, dataOf } from '../../lib/api-client.ts';
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
    queryFn: async () => (await dataOf(crsApi.get<typeof userDetailResponse>('/user/userdetail'))).data,
    // A failure logs the member out (section 4); asking twice would only delay that.
    retry: false,
  });

/** GET /cms/membership.aspx: the membership rules as { Title, Content }. */
export const membershipRulesQuery = () =>
  queryOptions({
    queryKey: cmsKeys.membership(),
    queryFn: async () => (await dataOf(cmsApi.get<typeof richContentResponse>('/membership.aspx'))).data,
    staleTime: 30 * 60_000,
  });

/** 1 registration, 2 login (section 7). */
export type SmsCodeType = '1' | '2';

export const sendSmsCode = (mobile: string, type: SmsCodeType) =>
  crsApi.get<typeof smsCodeResponse>('/user/smscode', { mobile, type });

export const registerMember = (body: RegisterRequest) =>
  crsApi.post<typeof registerResponse>('/user/register', body);

export const loginMember = (body: LoginRequest) => crsApi.post<typeof loginResponse>('/user/login', body);

export const modifyUser = (body: ModifyUserRequest) =>
  crsApi.post<typeof modifyUserResponse>('/user/modifyUser', body);

// ---- 账号与隐私 ----

/** GET /user/exportData: everything the group holds about the member (the file 下载我的数据 saves). */
export const exportMemberData = () => crsApi.get<typeof memberDataExportResponse>('/user/exportData');

/** POST /user/closeAccountCode: the closure code to the member's own mobile, or why the account cannot close now. */
export const sendCloseAccountCode = () =>
  crsApi.post<typeof closeAccountCodeResponse>('/user/closeAccountCode', {});

/** POST /user/closeAccount: closes the account with that code; the token ends with it. */
export const closeAccount = (body: CloseAccountRequest) =>
  crsApi.post<typeof closeAccountResponse>('/user/closeAccount', body);
