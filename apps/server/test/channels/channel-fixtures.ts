import { CHANNEL_PASSWORD_PURPOSE } from '../../src/channels/services/channel-endpoints.ts';
import type { Db } from '../../src/db/client.ts';
import {
  channelConnections,
  channelHotels,
  channelRatePlans,
  channelRoomTypes,
} from '../../src/db/schema/channels.ts';
import { sealSecret } from '../../src/lib/secret-box.ts';
import type { BookingWorld } from '../helpers/order-factories.ts';
import { type ChannelManagerStandIn, startChannelManager } from '../stand-ins/channel-manager.ts';

/** The channel manager's codes for a booking world: hotel CTRIP001, room type DLX, rate plans by our codes. */
export const CHANNEL_HOTEL = 'CTRIP001';
export const CHANNEL_ROOM = 'DLX';
const CREDENTIALS = { requestorId: 'GUANGYING', username: 'guangying', password: 'cm-secret' };

/** A channel manager's stand-in and a connection to it that sells the world's room type and both rates. */
export async function connectWorldToStandIn(
  db: Db,
  appSecret: string,
  world: BookingWorld,
  options: {
    /** More room codes the channel knows, with their rate codes (mapped by the test). */
    moreRooms?: Record<string, string[]>;
    /** The connection's name in 渠道管理, when a test connects several channels. */
    name?: string;
  } = {},
): Promise<{ channel: ChannelManagerStandIn; connectionId: number }> {
  const channel = await startChannelManager({
    ...CREDENTIALS,
    catalogue: { [CHANNEL_HOTEL]: { [CHANNEL_ROOM]: Object.keys(world.ratePlanIds), ...options.moreRooms } },
  });
  const [connection] = await db
    .insert(channelConnections)
    .values({
      name: options.name ?? '携程（经渠道管理器）',
      endpoint: channel.url,
      requestorId: CREDENTIALS.requestorId,
      username: CREDENTIALS.username,
      passwordSealed: sealSecret(appSecret, CHANNEL_PASSWORD_PURPOSE, CREDENTIALS.password),
    })
    .returning({ id: channelConnections.id });
  const connectionId = connection?.id ?? 0;
  await db
    .insert(channelHotels)
    .values({ connectionId, hotelId: world.hotelId, channelHotelCode: CHANNEL_HOTEL });
  await db
    .insert(channelRoomTypes)
    .values({ connectionId, roomTypeId: world.roomTypeId, channelRoomCode: CHANNEL_ROOM });
  await db.insert(channelRatePlans).values(
    Object.entries(world.ratePlanIds).map(([code, ratePlanId]) => ({
      connectionId,
      ratePlanId,
      channelRateCode: code,
    })),
  );
  return { channel, connectionId };
}
