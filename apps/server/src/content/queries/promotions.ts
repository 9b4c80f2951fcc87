import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { hotels } from '../../db/schema/catalog.ts';
import { promotions } from '../../db/schema/content.ts';
import { isLive } from './content-pages.ts';

export interface PromotionRow {
  id: number;
  title: string;
  theme: string;
  hotelId: number | null;
  isGroup: boolean;
  content: string;
  salesInfo: string;
  salesList: string[];
  showImage: string;
  thumbnail: string;
  beginsOn: string;
  endsOn: string;
  description: string;
  /** Code and name of the promotion's hotel; null for a group-wide one without a hotel. */
  hotelCode: string | null;
  hotelName: string | null;
}

function selectPromotions(db: Queryable) {
  return db
    .select({
      id: promotions.id,
      title: promotions.title,
      theme: promotions.theme,
      hotelId: promotions.hotelId,
      isGroup: promotions.isGroup,
      content: promotions.content,
      salesInfo: promotions.salesInfo,
      salesList: promotions.salesList,
      showImage: promotions.showImage,
      thumbnail: promotions.thumbnail,
      beginsOn: promotions.beginsOn,
      endsOn: promotions.endsOn,
      description: promotions.description,
      hotelCode: hotels.hotelCode,
      hotelName: hotels.name,
    })
    .from(promotions)
    .leftJoin(hotels, eq(hotels.id, promotions.hotelId));
}

/**
 * Promotions running on `today` (begun, not ended; both days count), newest first (latest start,
 * then latest created). `hotelId` null: every promotion; otherwise that hotel's own and the
 * group-wide ones.
 */
export async function listRunningPromotions(
  db: Queryable,
  hotelId: number | null,
  today: string,
): Promise<PromotionRow[]> {
  return selectPromotions(db)
    .where(
      and(
        isLive(promotions.publishedAt),
        lte(promotions.beginsOn, today),
        gte(promotions.endsOn, today),
        hotelId === null
          ? undefined
          : or(eq(promotions.hotelId, hotelId), isNull(promotions.hotelId), eq(promotions.isGroup, true)),
      ),
    )
    .orderBy(desc(promotions.beginsOn), desc(promotions.createdAt), desc(promotions.id));
}

/** A published promotion, running or not; a draft or one scheduled for later is not found. */
export async function findPromotion(db: Queryable, id: number): Promise<PromotionRow | undefined> {
  const [row] = await selectPromotions(db)
    .where(and(eq(promotions.id, id), isLive(promotions.publishedAt)))
    .limit(1);
  return row;
}
