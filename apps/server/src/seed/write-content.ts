import type { Tx } from '../db/client.ts';
import { banners, contentPages, hotelContents, news, promotions } from '../db/schema/content.ts';
import { groupBannerRows, hotelBannerRows } from './banners.ts';
import { contentPageRows } from './content-pages.ts';
import { hotelContentsFor } from './hotel-content.ts';
import type { HotelPlan } from './hotels.ts';
import { newsRows } from './news.ts';
import { promotionRows } from './promotions.ts';

function hotelIdOf(hotelIds: Map<string, number>, code: string): number {
  const id = hotelIds.get(code);
  if (id === undefined) throw new Error(`seed: no hotel ${code}`);
  return id;
}

/** Banners, news, promotions, content pages and the four content pages of every hotel. */
export async function writeContent(
  tx: Tx,
  plans: readonly HotelPlan[],
  hotelIds: Map<string, number>,
  today: string,
): Promise<void> {
  await tx
    .insert(banners)
    .values([
      ...groupBannerRows().map((row) => ({ ...row, hotelId: null })),
      ...plans.flatMap((p) =>
        hotelBannerRows(p).map((row) => ({ ...row, hotelId: hotelIdOf(hotelIds, p.row.hotelCode) })),
      ),
    ]);

  await tx.insert(news).values(newsRows(today));

  await tx.insert(promotions).values(
    promotionRows(today).map(({ hotelCode, row }) => ({
      ...row,
      hotelId: hotelCode === null ? null : hotelIdOf(hotelIds, hotelCode),
    })),
  );

  await tx.insert(contentPages).values(contentPageRows());

  await tx
    .insert(hotelContents)
    .values(
      plans.flatMap((p) =>
        hotelContentsFor(p).map((c) => ({ ...c, hotelId: hotelIdOf(hotelIds, p.row.hotelCode) })),
      ),
    );
}
