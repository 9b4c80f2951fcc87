/**
 * The group at scale for `npm run bench:scale`: 50 hotels, 200,000 members and a million orders
 * over two years, with their nights, desk records, payments, refunds, card debits and invoices,
 * written by a handful of set-based statements on one connection (so `setseed` makes every run
 * the same data).
 */
import pg from 'pg';
import { hashPassword } from '../src/lib/password.ts';

export const SCALE = {
  hotels: 50,
  roomTypesPerHotel: 4,
  /** Rooms of each room type: 120 a hotel, 6,000 in the group (the orders fill about half). */
  roomsPerType: 30,
  members: 200_000,
  /** Members who book often (a company's booker): every tenth order is one of theirs, ~1,000 each. */
  frequentMembers: 100,
  /** Days of orders before today; check-ins run up to 59 days after the booking. */
  days: 730,
} as const;

/** Common surnames, the most frequent first (the seed favours the first ones), and given-name characters. */
const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
];
const GIVEN = [
  ...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰红建国文辉鹏飞鑫波斌宇浩凯健俊帆帅旭宁龙林欢阳佳琳晨雪琦颖倩婷慧莉萍晶燕蕾娇婉嘉瑶怡欣悦雨梦思诗涵子轩博睿泽晓天一铭然',
];

const sqlArray = (chars: string[]) => `ARRAY[${chars.map((c) => `'${c}'`).join(',')}]`;
/** A name as SQL of two random numbers in [0, 1): the surname skewed to the common ones, one or two given characters. */
const nameSql = (r1: string, r2: string, r3: string) =>
  `(${sqlArray(SURNAMES)})[1 + floor(power(${r1}, 1.6) * ${SURNAMES.length})::int]
   || (${sqlArray(GIVEN)})[1 + floor(${r2} * ${GIVEN.length})::int]
   || CASE WHEN ${r3} < 0.6 THEN (${sqlArray(GIVEN)})[1 + floor(${r3} / 0.6 * ${GIVEN.length})::int] ELSE '' END`;
/** An 11-digit mainland mobile of a member id (distinct for distinct ids) or of a random number. */
const mobileSql = (n: string) =>
  `'1' || (ARRAY['3','5','7','8','9'])[(${n})::bigint % 5 + 1] || lpad((((${n})::bigint * 7919 + 4271) % 1000000000)::text, 9, '0')`;

const today = `(now() AT TIME ZONE 'Asia/Shanghai')::date`;
const at = (date: string, time: string) => `((${date}) + time '${time}') AT TIME ZONE 'Asia/Shanghai'`;

export async function seedScale(url: string, orders: number, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url, options: '-c timezone=Asia/Shanghai' });
  await client.connect();
  const step = async (label: string, statement: string) => {
    const started = performance.now();
    const result = await client.query(statement);
    log(`  ${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query(
      `SET synchronous_commit = off; SET maintenance_work_mem = '256MB'; SELECT setseed(0.29)`,
    );
    await seedCatalogue(step);
    const passwordHash = await hashPassword('Scale2026');
    await step(
      'members',
      `INSERT INTO members (id, mobile, surname, given_name, name, password_hash, card_no, level_code, created_at)
       SELECT n, ${mobileSql('n')}, left(nm, 1), substr(nm, 2), nm, '${passwordHash}', 'GY' || lpad(n::text, 10, '0'),
         (ARRAY['normal','normal','normal','silver','silver','gold','platinum','diamond'])[1 + floor(r4 * 8)::int],
         now() - interval '1000 days' + n * interval '1 day' * 990 / ${SCALE.members}
       FROM (SELECT n, r4, ${nameSql('r1', 'r2', 'r3')} AS nm
             FROM (SELECT n, random() AS r1, random() AS r2, random() AS r3, random() AS r4
                   FROM generate_series(1, ${SCALE.members}) AS g(n) OFFSET 0) AS d) AS m`,
    );
    await client.query(`SELECT setval('members_id_seq', ${SCALE.members})`);
    await seedOrderRows(client, step, orders);
    await seedOrderDetails(client, step);
  } finally {
    await client.end();
  }
}

type Step = (label: string, statement: string) => Promise<void>;

async function seedCatalogue(step: Step): Promise<void> {
  await step(
    'member levels',
    `INSERT INTO member_levels (code, name, sort) VALUES ('normal', '普通会员', 1), ('silver', '银卡', 2),
       ('gold', '金卡', 3), ('platinum', '白金', 4), ('diamond', '钻石', 5) ON CONFLICT DO NOTHING`,
  );
  await step(
    'cities and brands',
    `WITH c AS (INSERT INTO cities (ct_code, cn_name, region, show_image, sort)
       SELECT 'SC' || lpad(n::text, 2, '0'), '城市' || n, '华东', '/media/c.jpg', n FROM generate_series(1, 10) AS g(n) RETURNING 1)
     INSERT INTO brands (brand_code, name, tier, description, sort)
       SELECT 'SB' || n, '品牌' || n, '中端', '品牌简介', n FROM generate_series(1, 3) AS g(n)`,
  );
  await step(
    'hotels',
    `INSERT INTO hotels (hotel_code, name, brand_id, city_id, tel, address, description, hotel_remark, feature,
       business_type, score, pc_thumbnail, show_image, logo_image, sort)
     SELECT 'SH' || lpad(n::text, 3, '0'), '光影酒店（' || n || '号店）',
       (SELECT id FROM brands WHERE brand_code = 'SB' || (n % 3 + 1)),
       (SELECT id FROM cities WHERE ct_code = 'SC' || lpad((n % 10 + 1)::text, 2, '0')),
       '0531-88880000', '测试路' || n || '号', '<p>酒店</p>', '<p>关于酒店</p>', '智能', '商务', 4.5,
       '/media/h.jpg', '/media/h.jpg', '/media/logo.png', n
     FROM generate_series(1, ${SCALE.hotels}) AS g(n)`,
  );
  await step(
    'room types',
    `INSERT INTO room_types (hotel_id, rt_code, name, remark, size, bed_type, "window", short_image, room_count, sort)
     SELECT h.id, 'RT' || k, '客房' || k, '', '30㎡', '大床', '有窗', '', ${SCALE.roomsPerType}, k
     FROM hotels h CROSS JOIN generate_series(1, ${SCALE.roomTypesPerHotel}) AS g(k) ORDER BY h.id, k`,
  );
  await step(
    'rate plans',
    `INSERT INTO rate_plans (room_type_id, rate_code, name, base_price_fen, sort)
     SELECT rt.id, 'P' || k, CASE k WHEN 1 THEN '标准价' ELSE '含早价' END, (250 + (rt.id * 37) % 400 + (k - 1) * 40) * 100, k
     FROM room_types rt CROSS JOIN generate_series(1, 2) AS g(k) ORDER BY rt.id, k`,
  );
  await step(
    'nightly inventory',
    `INSERT INTO nightly_inventory (room_type_id, night, total)
     SELECT rt.id, ${today} + d, rt.room_count
     FROM room_types rt CROSS JOIN generate_series(-${SCALE.days + 30}, 120) AS g(d)`,
  );
}

/**
 * The orders, in the order they were made (ids follow created_at, as on a live system). Each draws
 * its room type, rate plan, stay (lead time skewed to the coming days, 1–5 nights, mostly one room),
 * booker (every tenth order one of the frequent members) and what became of it by today: a stay
 * that is over was mostly completed, else cancelled, lapsed unpaid or a no-show; one under way is
 * checked in; one still to come is paid, unpaid (online or at the hotel) or cancelled.
 */
async function seedOrderRows(client: pg.Client, step: Step, count: number): Promise<void> {
  await step(
    'orders drawn',
    `CREATE TEMP TABLE seed_orders AS
     WITH draw AS MATERIALIZED (
       SELECT n, random() AS r_created, random() AS r_lead, random() AS r_days, random() AS r_qty,
         random() AS r_type, random() AS r_plan, random() AS r_member, random() AS r_self, random() AS r_state,
         random() AS r_pay, random() AS r_level, random() AS r_desk, random() AS r_guests, random() AS r_mobile,
         random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6
       FROM generate_series(1, ${count}) AS g(n)
     ), stay AS (
       SELECT d.*, now() - r_created * interval '${SCALE.days} days' AS created_at,
         1 + floor(power(r_days, 2.5) * 5)::int AS days,
         CASE WHEN r_qty < 0.85 THEN 1 WHEN r_qty < 0.97 THEN 2 ELSE 3 END AS room_qty,
         CASE WHEN n % 10 = 0 THEN 1 + (n / 10) % ${SCALE.frequentMembers}
              ELSE ${SCALE.frequentMembers + 1} + floor(r_member * ${SCALE.members - SCALE.frequentMembers})::int END AS member_id,
         1 + floor(r_type * ${SCALE.hotels * SCALE.roomTypesPerHotel})::int AS room_type_id
       FROM draw d
     ), dated AS (
       SELECT s.*, (created_at AT TIME ZONE 'Asia/Shanghai')::date + floor(power(r_lead, 2) * 60)::int AS checkin_date
       FROM stay s
     ), phased AS (
       SELECT t.*, checkin_date + days AS checkout_date,
         CASE WHEN checkin_date + days <= ${today} THEN 'past' WHEN checkin_date < ${today} THEN 'stay'
              WHEN checkin_date = ${today} THEN 'today' ELSE 'future' END AS phase,
         CASE WHEN r_pay < 0.5 THEN 'wxpay' WHEN r_pay < 0.8 THEN 'alipay' WHEN r_pay < 0.92 THEN '1' ELSE 'ddzf' END AS method
       FROM dated t
     ), fate AS (
       SELECT p.*,
         CASE
           WHEN phase = 'past' THEN CASE WHEN r_state < 0.78 THEN 'completed' WHEN r_state < 0.85 THEN 'cancelledPaid'
             WHEN r_state < 0.88 THEN 'cancelledUnpaid' WHEN r_state < 0.93 THEN 'expired'
             WHEN r_state < 0.96 THEN 'noShow' ELSE 'completed' END
           WHEN phase = 'stay' THEN CASE WHEN r_state < 0.88 THEN 'inHouse' WHEN r_state < 0.94 THEN 'cancelledPaid'
             ELSE 'cancelledUnpaid' END
           ELSE CASE WHEN r_state < 0.72 THEN CASE WHEN phase = 'today' AND r_desk < 0.4 THEN 'inHouse' ELSE 'paid' END
             WHEN r_state < 0.84 THEN 'unpaid' WHEN r_state < 0.92 THEN 'cancelledPaid' ELSE 'cancelledUnpaid' END
         END AS fate
       FROM phased p
     ), settled AS (
       -- paid: the money taken (at the hotel: once the desk has the guest)
       SELECT f.*, fate IN ('completed', 'inHouse') OR (fate IN ('paid', 'cancelledPaid', 'noShow') AND method <> 'ddzf') AS paid
       FROM fate f
     )
     SELECT row_number() OVER (ORDER BY f.created_at, f.n)::int AS id, f.*, rp.id AS rate_plan_id, rt.hotel_id,
       rp.base_price_fen * f.days * f.room_qty AS total_fen,
       CASE WHEN r_level < 0.3 THEN rp.base_price_fen * f.days * f.room_qty / 20 ELSE 0 END AS member_discount_fen,
       CASE WHEN r_self < 0.75 THEN m.name ELSE ${nameSql('r1', 'r2', 'r3')} END AS rev_user,
       CASE WHEN r_self < 0.8 THEN m.mobile ELSE ${mobileSql('floor(r_mobile * 1000000000)')} END AS mobile
     FROM settled f
     JOIN room_types rt ON rt.id = f.room_type_id
     JOIN rate_plans rp ON rp.room_type_id = rt.id AND rp.sort = CASE WHEN f.r_plan < 0.7 THEN 1 ELSE 2 END
     JOIN members m ON m.id = f.member_id`,
  );
  await step(
    'orders',
    `INSERT INTO orders (id, order_no, rev_no, member_id, hotel_id, room_type_id, rate_plan_id, checkin_date,
       checkout_date, days, room_qty, rev_user, guest_names, adult_num, mobile, total_fen, member_discount_fen,
       member_level_code, actual_fen, state, pay_result, pay_method, hold_until, paid_at, cancelled_at,
       completed_at, created_at)
     SELECT id, to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(((id::bigint * 7919) % 10000000000)::text, 10, '0'),
       'RV' || to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYMMDD') || lpad(((id::bigint * 7919) % 100000000)::text, 8, '0'),
       member_id, hotel_id, room_type_id, rate_plan_id, checkin_date, checkout_date, days, room_qty, rev_user,
       -- one guest a room, the booker first; the oldest orders were booked before guests were asked
       CASE WHEN created_at < now() - interval '600 days' THEN '{}'::text[]
            WHEN room_qty = 1 THEN ARRAY[rev_user]
            WHEN room_qty = 2 THEN ARRAY[rev_user, ${nameSql('r4', 'r5', 'r6')}]
            ELSE ARRAY[rev_user, ${nameSql('r4', 'r5', 'r6')}, ${nameSql('r6', 'r4', 'r5')}] END,
       room_qty + CASE WHEN r_guests < 0.3 THEN 1 ELSE 0 END, mobile,
       total_fen, member_discount_fen, CASE WHEN member_discount_fen > 0 THEN 'silver' END,
       total_fen - member_discount_fen,
       -- a pay-at-hotel stay still to come is booked (0) and unpaid until the desk takes the money
       CASE fate WHEN 'completed' THEN 9 WHEN 'inHouse' THEN 1 WHEN 'paid' THEN CASE WHEN paid THEN 1 ELSE 0 END
         WHEN 'unpaid' THEN 0 WHEN 'expired' THEN 10 ELSE 2 END,
       CASE WHEN paid THEN 1 ELSE 0 END,
       CASE WHEN fate = 'expired' OR (fate = 'unpaid' AND method <> 'ddzf') THEN NULL ELSE method END,
       ${at('checkin_date', '18:00')},
       CASE WHEN paid THEN created_at + interval '3 minutes' END,
       CASE WHEN fate = 'noShow' THEN least(now(), ${at('checkin_date + 1', '02:00')})
            WHEN fate LIKE 'cancelled%' THEN least(now(), created_at
              + greatest(interval '10 minutes', (${at('checkin_date', '12:00')} - created_at) * r_desk)) END,
       CASE WHEN fate = 'completed' THEN ${at('checkout_date', '12:00')} END,
       created_at
     FROM seed_orders ORDER BY id`,
  );
  await client.query(`SELECT setval('orders_id_seq', (SELECT max(id) FROM orders))`);
}

async function seedOrderDetails(client: pg.Client, step: Step): Promise<void> {
  // the first night takes the remainder of what the guest paid
  await step(
    'order nights',
    `INSERT INTO order_nights (order_id, night, price_fen, paid_fen)
     SELECT o.id, o.checkin_date + i, o.total_fen / (o.days * o.room_qty),
       o.actual_fen / o.days + CASE WHEN i = 0 THEN o.actual_fen % o.days ELSE 0 END
     FROM orders o CROSS JOIN LATERAL generate_series(0, o.days - 1) AS g(i) ORDER BY o.id, i`,
  );
  await step(
    'desk records',
    `INSERT INTO order_stays (order_id, checked_in_at, checked_out_at, no_show_at, no_show_fee_fen, collected_fen, collected_method)
     SELECT s.id,
       CASE WHEN s.fate IN ('completed', 'inHouse') THEN least(now(), ${at('s.checkin_date', '15:00')}) END,
       CASE WHEN s.fate = 'completed' THEN ${at('s.checkout_date', '11:00')} END,
       CASE WHEN s.fate = 'noShow' THEN o.cancelled_at END,
       -- a no-show keeps the first night of what was paid
       CASE WHEN s.fate = 'noShow' THEN CASE WHEN s.paid THEN o.actual_fen / o.days + o.actual_fen % o.days ELSE 0 END END,
       CASE WHEN s.method = 'ddzf' AND s.fate IN ('completed', 'inHouse') THEN o.actual_fen END,
       CASE WHEN s.method = 'ddzf' AND s.fate IN ('completed', 'inHouse') THEN 'cash' END
     FROM seed_orders s JOIN orders o ON o.id = s.id
     -- the desk checked in and out most completed stays (the completion job closed the rest)
     WHERE s.fate IN ('inHouse', 'noShow') OR (s.fate = 'completed' AND (s.r_desk < 0.7 OR s.method = 'ddzf'))`,
  );
  await step(
    'payment attempts',
    `INSERT INTO payment_attempts (attempt_no, order_id, method, provider, amount_fen, status, provider_txn_id, expires_at, paid_at, created_at)
     SELECT 'SA' || lpad(o.id::text, 10, '0'), o.id, o.pay_method, CASE o.pay_method WHEN 'wxpay' THEN 'wechatpay' ELSE 'alipay' END,
       o.actual_fen, CASE WHEN o.state = 2 THEN 'refunded' ELSE 'paid' END, 'T' || o.id, o.created_at + interval '2 hours',
       o.paid_at, o.created_at + interval '1 minute'
     FROM orders o WHERE o.pay_result = 1 AND o.pay_method IN ('wxpay', 'alipay') ORDER BY o.id`,
  );
  // a cancelled paid order got all its money back, a no-show all but the first night
  const returned = `CASE WHEN st.no_show_at IS NULL THEN o.actual_fen ELSE o.actual_fen - st.no_show_fee_fen END`;
  await step(
    'refunds',
    `INSERT INTO refunds (refund_no, attempt_id, order_id, provider, amount_fen, reason, status, tries, next_try_at, provider_refund_id, created_at, completed_at)
     SELECT 'SR' || lpad(o.id::text, 10, '0'), a.id, o.id, a.provider, ${returned}, 'cancelled', 'succeeded', 1,
       o.cancelled_at, 'R' || o.id, o.cancelled_at, o.cancelled_at + interval '1 minute'
     FROM orders o JOIN payment_attempts a ON a.order_id = o.id LEFT JOIN order_stays st ON st.order_id = o.id
     WHERE o.state = 2 AND o.pay_result = 1 AND ${returned} > 0 ORDER BY o.id`,
  );
  await step(
    'card ledger',
    `INSERT INTO card_ledger (member_id, order_id, kind, amount_fen, balance_after_fen, created_at)
     SELECT member_id, id, kind, amount, 100000, at FROM (
       SELECT o.member_id, o.id, 'debit' AS kind, -o.actual_fen AS amount, o.paid_at AS at
       FROM orders o WHERE o.pay_result = 1 AND o.pay_method = '1'
       UNION ALL
       SELECT o.member_id, o.id, 'refund', ${returned}, o.cancelled_at
       FROM orders o LEFT JOIN order_stays st ON st.order_id = o.id
       WHERE o.pay_result = 1 AND o.pay_method = '1' AND o.state = 2 AND ${returned} > 0
     ) AS entries ORDER BY at`,
  );
  await step(
    'invoice requests',
    `INSERT INTO invoice_requests (order_id, title_type, title, email, status, requested_at, issued_at)
     SELECT o.id, 'personal', o.rev_user, 'guest' || o.id || '@example.com', 'issued', o.completed_at, o.completed_at + interval '1 day'
     FROM orders o WHERE o.state = 9 AND o.id % 20 = 0`,
  );
  await client.query('DROP TABLE seed_orders');
  const started = performance.now();
  await client.query('VACUUM ANALYZE');
  console.log(`  vacuum and analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
