import { type SaleListContent, saleListContent } from '@hotel/shared/api/cms';
import type { Sale } from '@hotel/shared/api/hotel';
import { SALE_THEME_WORDS, SALE_THEMES, type SaleTheme } from '@hotel/shared/constants';
import { hotelScope } from '../../catalogue/index.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { NOT_FOUND } from '../../lib/not-found.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { findContentPage } from '../queries/content-pages.ts';
import { findPromotion, listRunningPromotions, type PromotionRow } from '../queries/promotions.ts';

/** The brand's short name for the themed chips: 光影酒店集团 → 光影. */
export function brandShortName(brandName: string): string {
  return brandName.replace(/(酒店集团|集团|酒店)$/, '') || brandName;
}

function isSaleTheme(code: string): code is SaleTheme {
  return (SALE_THEMES as readonly string[]).includes(code);
}

/** The `salelist` page's data (banner, intro and theme names), or undefined when missing or malformed. */
export async function saleListPageData(db: Db): Promise<SaleListContent | undefined> {
  const page = await findContentPage(db, 'salelist');
  const parsed = saleListContent.safeParse(page?.data);
  return parsed.success ? parsed.data : undefined;
}

/** Names of the themes: the `salelist` page's own where it has one, else the brand name and the word (光影·住). */
async function themeNamer(db: Db, brandName: string): Promise<(theme: string) => string> {
  const named = new Map((await saleListPageData(db))?.themes.map((t) => [t.code, t.name]) ?? []);
  const short = brandShortName(brandName);
  return (theme) => named.get(theme) ?? (isSaleTheme(theme) ? `${short}·${SALE_THEME_WORDS[theme]}` : theme);
}

function toSale(row: PromotionRow, themeName: (theme: string) => string): Sale {
  return {
    id: row.id,
    title: row.title,
    type: row.theme,
    typeName: themeName(row.theme),
    hotelCode: row.hotelCode ?? '',
    hotelName: row.hotelName ?? '',
    content: sanitizeContent(row.content),
    salesInfo: sanitizeContent(row.salesInfo),
    salesList: row.salesList,
    showImage: row.showImage,
    thumbnail: row.thumbnail,
    begin: row.beginsOn,
    end: row.endsOn,
    description: sanitizeContent(row.description),
    isGroup: row.isGroup || row.hotelId === null ? 1 : 0,
  };
}

/**
 * getsalelist: the promotions running on the business day `today` (Asia/Shanghai), newest first.
 * The head office sees all of them (not filtered by hotel); a hotel sees its own and the
 * group-wide ones. One that has ended or not yet begun is never listed, counted or offered.
 */
export async function saleListFor(
  db: Db,
  brandName: string,
  hotelCode: string,
  today: string = shanghaiDate(),
): Promise<Sale[]> {
  const hotelId = await hotelScope(db, hotelCode);
  const [rows, themeName] = await Promise.all([
    listRunningPromotions(db, hotelId, today),
    themeNamer(db, brandName),
  ]);
  return rows.map((row) => toSale(row, themeName));
}

/** getsaledetail: any promotion by id, ended or to come too (a shared link still opens; the page says so). */
export async function saleDetail(db: Db, brandName: string, id: number): Promise<Sale> {
  const row = await findPromotion(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND.sale, 'SALE_NOT_FOUND');
  return toSale(row, await themeNamer(db, brandName));
}
