import type { CityGroup } from '@hotel/shared/api/hotel';
import type { Db } from '../../db/client.ts';
import { type CityRow, listCities } from '../queries/cities.ts';

export const HOT_CITIES_GROUP = '热门目的地';

function toCity(row: CityRow) {
  return { ctCode: row.ctCode, cnName: row.cnName, showImage: row.showImage };
}

/**
 * City popup groups: 热门目的地 (the hot cities) first, then one group per region in the order its
 * first city comes (sort, id). A group without cities is left out.
 */
export async function groupCities(db: Db): Promise<CityGroup[]> {
  const rows = await listCities(db);
  const groups: CityGroup[] = [];
  const hot = rows.filter((row) => row.isHot).map(toCity);
  if (hot.length > 0) groups.push({ groupName: HOT_CITIES_GROUP, citys: hot });
  const byRegion = new Map<string, CityGroup>();
  for (const row of rows) {
    let group = byRegion.get(row.region);
    if (!group) {
      group = { groupName: row.region, citys: [] };
      byRegion.set(row.region, group);
      groups.push(group);
    }
    group.citys.push(toCity(row));
  }
  return groups;
}
