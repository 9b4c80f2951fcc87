/**
 * Image categories of `/media/<category>/<name>.svg`. The category fixes the size and the motif,
 * the name only varies colours and details, so any data row can point at an image that exists.
 */
export type Motif =
  | 'skyline'
  | 'building'
  | 'bed'
  | 'film'
  | 'cups'
  | 'leaves'
  | 'meeting'
  | 'banquet'
  | 'tag'
  | 'logo'
  | 'news';

export interface MediaCategory {
  width: number;
  height: number;
  motif: Motif;
  /** Short caption drawn on the image; empty for none. */
  caption: string;
}

export const MEDIA_CATEGORIES = {
  banner: { width: 1920, height: 600, motif: 'skyline', caption: '' },
  'banner-mob': { width: 750, height: 900, motif: 'skyline', caption: '' },
  city: { width: 600, height: 400, motif: 'skyline', caption: '' },
  hotel: { width: 800, height: 533, motif: 'building', caption: '' },
  room: { width: 800, height: 533, motif: 'bed', caption: '' },
  news: { width: 800, height: 450, motif: 'news', caption: '' },
  sale: { width: 800, height: 500, motif: 'tag', caption: '' },
  logo: { width: 240, height: 80, motif: 'logo', caption: '光影酒店' },
  content: { width: 1200, height: 600, motif: 'film', caption: '' },
  brand: { width: 1200, height: 600, motif: 'film', caption: '' },
  meeting: { width: 800, height: 533, motif: 'meeting', caption: '会议' },
  banquet: { width: 800, height: 533, motif: 'banquet', caption: '宴会' },
  health: { width: 800, height: 533, motif: 'leaves', caption: '康体' },
  tea: { width: 800, height: 533, motif: 'cups', caption: '茶舍' },
} as const satisfies Record<string, MediaCategory>;

export type MediaCategoryName = keyof typeof MEDIA_CATEGORIES;

/** Letters, digits, `_` and `-`, then `.svg`: nothing that could climb out of the category. */
export const MEDIA_NAME_PATTERN = /^[\w-]{1,64}\.svg$/;

export function isMediaCategory(value: string): value is MediaCategoryName {
  return Object.hasOwn(MEDIA_CATEGORIES, value);
}

/** Logo captions by name, so a brand's logo carries the brand's own name. */
export const LOGO_CAPTIONS: Record<string, string> = {
  group: '光影酒店集团',
  smart: '光影智慧',
  international: '光影国际',
  wellness: '光影康养',
  magiccube: '光影魔方',
  property: '光影物业',
};

/** Site-relative URL of a generated image; the seed stores these. */
export function mediaUrl(category: MediaCategoryName, name: string): string {
  const file = `${name.toLowerCase()}.svg`;
  if (!MEDIA_NAME_PATTERN.test(file)) throw new Error(`unsafe image name: ${name}`);
  return `/media/${category}/${file}`;
}
