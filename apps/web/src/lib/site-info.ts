import { queryOptions } from '@tanstack/react-query';
import { cmsApi } from './api-client.ts';
import { cmsKeys } from './query-keys.ts';

/** Site-wide settings from the server: brand name, hotline, record number, copyright, QR targets, map tiles. */
export const siteInfoQuery = () =>
  queryOptions({
    queryKey: cmsKeys.siteInfo(),
    queryFn: async () => (await cmsApi.get('/siteinfo.aspx', 'siteInfoResponse')).data,
    staleTime: 30 * 60_000,
  });
