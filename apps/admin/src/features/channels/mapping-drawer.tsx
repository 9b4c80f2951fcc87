import type { ChannelMapping, ChannelRow } from '@hotel/shared/admin/channels';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Drawer,
  Empty,
  Flex,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { hotelsQuery } from '../../lib/hotels.ts';
import { mappingQuery, useSaveMapping } from './api.ts';
import { CHANNELS_TEXT } from './messages.ts';

interface RoomDraft {
  sell: boolean;
  channelRoomCode: string;
  allotment: number | null;
  rates: Record<string, string>;
}

function draftOf(mapping: ChannelMapping): { hotelCode: string; rooms: Record<string, RoomDraft> } {
  return {
    hotelCode: mapping.channelHotelCode ?? '',
    rooms: Object.fromEntries(
      mapping.roomTypes.map((type) => [
        type.rtCode,
        {
          sell: type.channelRoomCode !== null,
          channelRoomCode: type.channelRoomCode ?? '',
          allotment: type.allotment,
          rates: Object.fromEntries(
            type.ratePlans.map((plan) => [plan.rateCode, plan.channelRateCode ?? '']),
          ),
        },
      ]),
    ),
  };
}

/** One hotel's room types and rate plans with their codes on the channel; what is left blank is not sold. */
function MappingForm({
  channel,
  mapping,
  onClose,
}: {
  channel: ChannelRow;
  mapping: ChannelMapping;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(mapping));
  const save = useSaveMapping();
  const room = (rtCode: string, change: Partial<RoomDraft>) =>
    setDraft((d) => ({
      ...d,
      rooms: { ...d.rooms, [rtCode]: { ...(d.rooms[rtCode] as RoomDraft), ...change } },
    }));

  const submit = () => {
    const sold = mapping.roomTypes.filter((type) => draft.rooms[type.rtCode]?.sell);
    save.mutate(
      {
        id: channel.id,
        hotelCode: mapping.hotelCode,
        body: {
          channelHotelCode: draft.hotelCode.trim(),
          roomTypes: sold.map((type) => ({
            rtCode: type.rtCode,
            channelRoomCode: draft.rooms[type.rtCode]?.channelRoomCode.trim() ?? '',
            allotment: draft.rooms[type.rtCode]?.allotment ?? null,
          })),
          ratePlans: sold.flatMap((type) =>
            type.ratePlans.flatMap((plan) => {
              const code = draft.rooms[type.rtCode]?.rates[plan.rateCode]?.trim() ?? '';
              return code ? [{ rtCode: type.rtCode, rateCode: plan.rateCode, channelRateCode: code }] : [];
            }),
          ),
        },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Text strong>{CHANNELS_TEXT.channelHotelCode}</Typography.Text>
        <Input
          aria-label={CHANNELS_TEXT.channelHotelCode}
          value={draft.hotelCode}
          maxLength={32}
          onChange={(event) => setDraft((d) => ({ ...d, hotelCode: event.target.value }))}
        />
      </div>
      {mapping.roomTypes.map((type) => {
        const entry = draft.rooms[type.rtCode] as RoomDraft;
        return (
          <Card key={type.rtCode} size="small" title={`${type.name}（${type.rtCode}）`}>
            <Checkbox
              checked={entry.sell}
              onChange={(event) => room(type.rtCode, { sell: event.target.checked })}
            >
              {CHANNELS_TEXT.sell}
            </Checkbox>
            {entry.sell ? (
              <Flex vertical gap={8} style={{ marginTop: 8 }}>
                <Space wrap>
                  <div>
                    {CHANNELS_TEXT.channelRoomCode}
                    <Input
                      aria-label={`${type.name} ${CHANNELS_TEXT.channelRoomCode}`}
                      value={entry.channelRoomCode}
                      maxLength={32}
                      onChange={(event) => room(type.rtCode, { channelRoomCode: event.target.value })}
                    />
                  </div>
                  <div>
                    {CHANNELS_TEXT.allotment}
                    <InputNumber
                      aria-label={`${type.name} ${CHANNELS_TEXT.allotment}`}
                      value={entry.allotment}
                      min={0}
                      max={999}
                      precision={0}
                      placeholder={CHANNELS_TEXT.allotmentHint}
                      onChange={(value) => room(type.rtCode, { allotment: value ?? null })}
                      style={{ display: 'block', width: 160 }}
                    />
                  </div>
                </Space>
                {type.ratePlans.map((plan) => (
                  <div key={plan.rateCode}>
                    {plan.name}（{plan.rateCode}）{plan.active ? null : <Tag>{CHANNELS_TEXT.inactive}</Tag>}·{' '}
                    {CHANNELS_TEXT.channelRateCode}
                    <Input
                      aria-label={`${type.name} ${plan.name} ${CHANNELS_TEXT.channelRateCode}`}
                      value={entry.rates[plan.rateCode] ?? ''}
                      maxLength={32}
                      disabled={!plan.active}
                      onChange={(event) =>
                        room(type.rtCode, { rates: { ...entry.rates, [plan.rateCode]: event.target.value } })
                      }
                    />
                  </div>
                ))}
              </Flex>
            ) : null}
          </Card>
        );
      })}
      <Space>
        <Button type="primary" loading={save.isPending} onClick={submit}>
          {CHANNELS_TEXT.save}
        </Button>
        <Button onClick={onClose}>{CHANNELS_TEXT.cancel}</Button>
      </Space>
    </Flex>
  );
}

/** 映射酒店: pick one of one's hotels, then say what it sells on the channel. */
export function MappingDrawer({ channel, onClose }: { channel: ChannelRow; onClose: () => void }) {
  const hotels = useQuery(hotelsQuery());
  const [hotelCode, setHotelCode] = useState<string>();
  const mapping = useQuery({
    ...mappingQuery(channel.id, hotelCode ?? ''),
    enabled: hotelCode !== undefined,
  });

  return (
    <Drawer open title={`${CHANNELS_TEXT.map}：${channel.name}`} size="large" onClose={onClose}>
      <Flex vertical gap={16}>
        <Select
          aria-label={CHANNELS_TEXT.hotel}
          placeholder={CHANNELS_TEXT.chooseHotel}
          value={hotelCode}
          onChange={setHotelCode}
          options={(hotels.data ?? []).map((hotel) => ({ value: hotel.hotelCode, label: hotel.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
        {hotelCode === undefined ? (
          <Empty description={CHANNELS_TEXT.chooseHotel} />
        ) : mapping.data ? (
          <MappingForm key={hotelCode} channel={channel} mapping={mapping.data} onClose={onClose} />
        ) : (
          <Skeleton active />
        )}
      </Flex>
    </Drawer>
  );
}
