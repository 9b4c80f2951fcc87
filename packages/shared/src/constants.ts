/** Business constants of site-spec.md section 9, shared by server and web. */

export const HEAD_OFFICE_CODE = 'HJ000001';
/** Code the external WeChat booking link carries besides the hotel code. */
export const WECHAT_BOOKING_CODE = 'EAKA';

export const REQUEST_TIMEOUT_MS = 10_000;

/** Largest PostgreSQL `integer`: a larger id names no row, and the database would refuse the query. */
export const MAX_DB_ID = 2_147_483_647;

export const HOTEL_PAGE_SIZE = 20;
export const HOTEL_PAGE_SIZES = [10, 20, 30, 50] as const;
export const MAX_HOTEL_PAGE_SIZE = 100;

/**
 * Orders of the hotel list (getHotelsByPage `sort`): 推荐 is the group's own order; by price means
 * by each hotel's lowest bookable nightly price for the stay, sold-out hotels last either way.
 */
export const HOTEL_SORTS = ['recommend', 'price_asc', 'price_desc', 'score'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
export const HOTEL_SORT_LABELS: Record<HotelSort, string> = {
  recommend: '推荐',
  price_asc: '价格从低到高',
  price_desc: '价格从高到低',
  score: '评分',
};
export const ORDER_PAGE_SIZE = 20;
export const NEWS_PAGE_SIZE = 6;
export const GENERIC_PAGE_SIZE = 6;
export const MAX_VISIBLE_PAGES = 5;

export const HOME_MAX_PROMOTIONS = 3;
export const HOME_MAX_NEWS = 3;
export const MAX_MEETING_VENUES = 6;
export const EXCERPT_LENGTH = 110;

/** Wide layout from this width up (banner images, menus). */
export const DESKTOP_MIN_WIDTH = 767;
/** Narrow home city list and short date format below this width. */
export const NARROW_MAX_WIDTH = 768;

export const MAP_ZOOM = 17;
export const CAROUSEL_IMAGES = 4;

export const SMS_RESEND_SECONDS = 60;
export const PAY_COUNTDOWN_SECONDS = 120;
export const PAY_POLL_MS = 2_000;

export const PASSWORD_MIN_LENGTH = 6;
export const SPECIAL_REQUEST_MAX = 300;
export const MAX_GUESTS_PER_ROOM = 3;
export const MIN_CHILD_AGE = 0;
export const MAX_CHILD_AGE = 12;
export const DEFAULT_GUESTS = { rooms: 1, adults: 1, children: 0 } as const;
export const YEARS_IN_SELECTOR = 100;

export const ARRIVAL_TIME_SLOTS = [
  '14:00-15:00',
  '15:00-16:00',
  '16:00-17:00',
  '17:00-18:00',
  '18:00-19:00',
  '19:00-20:00',
] as const;

export const DISCOUNT_CHANNEL_TYPES = ['企业', '团体', '旅行社', '推广'] as const;
export type DiscountChannelType = (typeof DISCOUNT_CHANNEL_TYPES)[number];

/** Default life of a stored item without its own expiry: one year in ms. */
export const STORAGE_DEFAULT_LIFE_MS = 31_536_000_000;

export const GENDER = { male: 1, female: 0 } as const;

/** What an SMS code is for: 1 registration, 2 login (the spec's), 3 closing the account (注销账号). */
export const SMS_PURPOSE = { register: 1, login: 2, closeAccount: 3 } as const;
export type SmsPurpose = (typeof SMS_PURPOSE)[keyof typeof SMS_PURPOSE];

/**
 * The documents a member agrees to at registration (the agree box links to both), by the version in
 * force: the day it took effect. The pages show it; a consent is recorded with it. A new text of
 * either page gets a new version here.
 */
export const POLICY_VERSIONS = { privacy: '2026-11-27', terms: '2026-11-27' } as const;
export type PolicyDocument = keyof typeof POLICY_VERSIONS;
export const POLICY_DOCUMENTS = ['privacy', 'terms'] as const satisfies readonly PolicyDocument[];
/** The footer page of each document, and its name as the agree box says it. */
export const POLICY_PAGES = {
  privacy: { footerNavName: 'privacyPolicy', name: '隐私政策' },
  terms: { footerNavName: 'websiteTermsOfUse', name: '网站使用条款' },
} as const satisfies Record<PolicyDocument, { footerNavName: FooterNavName; name: string }>;

export const PAY_METHOD = {
  memberCard: '1',
  payAtHotel: 'ddzf',
  wechat: 'wxpay',
  alipay: 'alipay',
  /** A channel's reservation the guest paid to the channel (预付, channel collect): never through our gateways. */
  channel: 'channel',
} as const;

/** Order `state` values of service-design.md section 5. */
export const ORDER_STATE = { booked: 0, confirmed: 1, cancelled: 2, completed: 9, expired: 10 } as const;
export const PAY_RESULT = { unpaid: 0, paid: 1 } as const;

/** The 0/1 flags of the wire (`isFreeCancel`, `isGroup`, `haveSubType`): 1 yes, 0 no. */
export const FLAG = { no: 0, yes: 1 } as const;

/** The five promotion themes; the chips are named for the brand (see `saleThemeName`). */
export const SALE_THEMES = ['live', 'eat', 'play', 'meet', 'banquet'] as const;
export type SaleTheme = (typeof SALE_THEMES)[number];
export const SALE_THEME_WORDS: Record<SaleTheme, string> = {
  live: '住',
  eat: '食',
  play: '游',
  meet: '会',
  banquet: '宴',
};

/** Filter group class codes of getBaseArchivesNew and their titles. */
export const ARCHIVE_CLASS = {
  location: 'location',
  brand: 'brand',
  price: 'price',
  facility: 'facility',
} as const;
export type ArchiveClassCode = (typeof ARCHIVE_CLASS)[keyof typeof ARCHIVE_CLASS];
export const ARCHIVE_CLASS_TITLES: Record<ArchiveClassCode, string> = {
  location: '位置区域',
  brand: '品牌',
  price: '价格区间',
  facility: '设施服务',
};

/** News category of the news centre (`sid` of newslist.aspx). */
export const NEWS_SID = 18;

/** Rich content ids of the About-us tabs and the Brand page (site-spec.md section 2). */
export const ABOUT_CONTENT_ID = { brandCenter: 76, brandStory: 75, serviceStandards: 77 } as const;
export const BRAND_TAB_CODE = { smart: 75, wellness: 76, magicCube: 77 } as const;

export const FOOTER_NAV_NAMES = [
  'joinFelton',
  'privacyPolicy',
  'personalAndPropertySafety',
  'websiteTermsOfUse',
  'contactUs',
  'careerDevelop',
] as const;
export type FooterNavName = (typeof FOOTER_NAV_NAMES)[number];

export const MEMBERSHIP_RULES_TEXT = [
  '钻石会员须在一个自然年内消费满30次，否则次年降为白金会员。',
  '积分在自然年内累计，满一年后清零。',
  '储值卡会员自动成为白金会员。',
] as const;

export const MEETING_PEOPLE_RANGES = ['10-50人', '50-100人', '100人以上'] as const;
export const MEETING_LAYOUTS = ['酒会式', '剧院式', '宴会式', '课桌式'] as const;

/** Most rooms one order may take (service-design.md section 5). */
export const MAX_ROOMS_PER_ORDER = 5;
