import { queryOptions } from '@tanstack/react-query';
import { crsApi } from '../../lib/api-client.ts';
import { hotelKeys } from '../../lib/query-keys.ts';

/** The filter groups of a city ('' = all cities): location, brand, price range, facility and service. */
export const filterGroupsQuery = (cityCode: string) =>
  queryOptions({
    queryKey: hotelKeys.archives(cityCode),
    queryFn: async () =>
      (await crsApi.get('/hotel/getBaseArchivesNew', 'baseArchivesResponse', { cityCode })).data,
    staleTime: 10 * 60_000,
  });
