import type { City, CityGroup } from '@hotel/shared/api/hotel';
import { queryOptions } from '@tanstack/react-query';
import { crsApi } from '../../lib/api-client.ts';
import { hotelKeys } from '../../lib/query-keys.ts';
import { SEARCH_TEXT } from './messages.ts';

/** City groups of the group's hotels (热门目的地 and the others). */
export const groupCitiesQuery = () =>
  queryOptions({
    queryKey: hotelKeys.groupCities(),
    queryFn: async () => (await crsApi.get('/hotel/getGroupCities', 'groupCitiesResponse')).data,
    staleTime: 10 * 60_000,
  });

/** The hot-destinations group: named so by the service, else the first group. */
export function hotCities(groups: readonly CityGroup[]): City[] {
  const hot = groups.find((g) => g.groupName.includes(SEARCH_TEXT.hotDestinations.slice(0, 2))) ?? groups[0];
  return hot?.citys ?? [];
}

/** A city's name by its code, '' when no group lists it. */
export function cityNamed(groups: readonly CityGroup[], ctCode: string): string {
  for (const group of groups) {
    const city = group.citys.find((c) => c.ctCode === ctCode);
    if (city) return city.cnName;
  }
  return '';
}
