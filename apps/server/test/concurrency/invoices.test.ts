import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { invoiceRequests } from '../../src/db/schema/orders.ts';
import {
  type BookingWorld,
  bookThroughApp,
  createBookingMember,
  createBookingWorld,
  payByCardRequest,
} from '../helpers/order-factories.ts';
import { createPostgresApp, type PostgresApp } from './postgres-app.ts';

/** One invoice request per order, however many arrive at once on however many instances. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('invoice requests on PostgreSQL', () => {
  let pg: PostgresApp;
  let instances: App[];
  let world: BookingWorld;

  beforeAll(async () => {
    pg = await createPostgresApp();
    instances = [pg.app, await pg.startInstance()];
    world = await createBookingWorld(pg.db, { rooms: 20 });
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
  });

  it('records one of ten requests for one order sent at once to two instances', async () => {
    const member = await createBookingMember(pg.db, { balanceFen: 500_000 });
    const order = await bookThroughApp(pg.app, member, world);
    expect((await payByCardRequest(pg.app, member, order.revNo)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        instances[i % 2]?.inject({
          method: 'POST',
          url: '/crsapi/v1/order/requestInvoice',
          headers: { usertoken: member.token },
          payload: {
            orderId: order.id,
            titleType: 'personal',
            title: `张三${i}`,
            email: 'zhangsan@example.cn',
          },
        }),
      ),
    );
    const statuses = answers.map((res) => res?.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await pg.db.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, order.id));
    expect(rows).toHaveLength(1);
    console.log(`[proof] 10 invoice requests for one order on 2 instances at once: ${rows.length} recorded`);
  });
});
