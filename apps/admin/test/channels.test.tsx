import type { ChannelMapping, ChannelRow } from '@hotel/shared/admin/channels';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  callsTo,
  envelope,
  hotelsRoute,
  jsonResponse,
  renderAdmin,
  route,
  sessionOf,
  sessionRoute,
  stubFetch,
} from './helpers.tsx';

const ctrip: ChannelRow = {
  id: 7,
  name: '携程（SiteMinder）',
  protocol: 'opentravel',
  endpoint: 'https://cm.example.test/pmsxchange',
  requestorId: 'GUANGYING',
  username: 'guangying',
  enabled: true,
  priceAdjustPercent: 8,
  hotels: [{ hotelCode: 'JN01', name: '光影酒店济南泉城店', channelHotelCode: 'CTRIP001' }],
  dueNights: 12,
  lastSentAt: '2026-11-29T02:00:00.000Z',
  problems: [{ hotelCode: 'JN01', rtCode: 'DK', error: '402 Invalid room type', tries: 3, nextTryAt: null }],
};

const mapping: ChannelMapping = {
  hotelCode: 'JN01',
  channelHotelCode: null,
  roomTypes: [
    {
      rtCode: 'DK',
      name: '豪华大床房',
      channelRoomCode: null,
      allotment: null,
      ratePlans: [
        { rateCode: 'FC', name: '会员价', active: true, channelRateCode: null },
        { rateCode: 'OLD', name: '旧房价', active: false, channelRateCode: null },
      ],
    },
  ],
};

const said = (message: string) => jsonResponse(envelope(null, { message }));

describe('渠道管理', () => {
  it('lets an administrator add a connection, its price rule in percent', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionOf('admin')),
      route('GET', '/channels', () => jsonResponse(envelope([]))),
      route('POST', '/channels', () => jsonResponse(envelope({ id: 8 }, { message: '已保存' }))),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/channels');
    expect(await screen.findByText('暂无渠道连接')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /新建渠道/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('渠道名称'), '美团');
    await user.type(within(dialog).getByLabelText('接口地址'), 'https://cm.example.test/ota');
    await user.type(within(dialog).getByLabelText('我方系统代码'), 'GUANGYING');
    await user.type(within(dialog).getByLabelText('账号'), 'guangying');
    await user.type(within(dialog).getByLabelText('密码'), 'a-secret-2026');
    const percent = within(dialog).getByLabelText('价格调整（%）');
    await user.clear(percent);
    await user.type(percent, '5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/channels')[0])).toEqual({
      name: '美团',
      endpoint: 'https://cm.example.test/ota',
      requestorId: 'GUANGYING',
      username: 'guangying',
      password: 'a-secret-2026',
      priceAdjustPercent: 5,
      enabled: true,
    });
  });

  it('shows a manager what the channel refused, and 重新发送 asks for it again', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionOf('manager')),
      route('GET', '/channels', () =>
        jsonResponse(envelope([{ ...ctrip, endpoint: null, username: null, requestorId: null }])),
      ),
      route('POST', '/channels/7/resend', () => said('已重新发送')),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/channels');
    expect(await screen.findByText('携程（SiteMinder）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新建渠道/ })).not.toBeInTheDocument();
    expect(screen.getByText('12 个间夜日期待发送')).toBeInTheDocument();
    expect(screen.getByText('JN01 · DK：402 Invalid room type（已失败 3 次）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新发送' }));
    expect(await screen.findByText('已重新发送')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/channels/7/resend')).toHaveLength(1);
  });

  it('核对 lists the nights the channel holds wrong, and 重新发送差异 sends them and checks again', async () => {
    let resent = false;
    const difference = {
      hotelName: '光影酒店济南泉城店',
      roomTypeName: '豪华大床房',
      channelRoomCode: 'DLX',
      night: '2026-12-03',
      details: ['可售房量：渠道 8 间，本系统 5 间', '房价 FC：渠道开售，本系统停售'],
    };
    const fetchMock = stubFetch(
      sessionRoute(sessionOf('manager')),
      route('GET', '/channels', () => jsonResponse(envelope([{ ...ctrip, problems: [] }]))),
      route('GET', '/channels/7/reconciliation', () =>
        jsonResponse(
          envelope({
            from: '2026-11-29',
            nights: 90,
            roomTypes: 2,
            total: resent ? 0 : 1,
            differences: resent ? [] : [difference],
          }),
        ),
      ),
      route('POST', '/channels/7/reconciliation/resend', () => {
        resent = true;
        return said('已重新发送1个房晚的差异');
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/channels');
    await user.click(await screen.findByRole('button', { name: '核对' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('1 个房晚不一致')).toBeInTheDocument();
    expect(
      within(drawer).getByText('比较渠道最近收到的房态与本系统：自 2026-11-29 起 90 天，2 个房型'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('可售房量：渠道 8 间，本系统 5 间')).toBeInTheDocument();
    expect(within(drawer).getByText('房价 FC：渠道开售，本系统停售')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '重新发送差异' }));
    expect(await screen.findByText('已重新发送1个房晚的差异')).toBeInTheDocument();
    expect(await within(drawer).findByText('渠道与本系统一致')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/channels/7/reconciliation/resend')).toHaveLength(1);
  });

  it('渠道订单 lists what the channel delivered: our order for a taken one, the reason for a refused one', async () => {
    stubFetch(
      sessionRoute(sessionOf('manager')),
      route('GET', '/channels', () => jsonResponse(envelope([{ ...ctrip, problems: [] }]))),
      route('GET', '/channels/7/deliveries', () =>
        jsonResponse(
          envelope([
            {
              receivedAt: '2026-11-29 10:02:03',
              resId: 'CTRIP-778',
              status: 'new',
              hotelName: '光影酒店济南泉城店',
              orderNos: [],
              error: '该房型已满房',
            },
            {
              receivedAt: '2026-11-29 10:01:00',
              resId: 'CTRIP-777',
              status: 'modify',
              hotelName: '光影酒店济南泉城店',
              orderNos: ['202611290000000777'],
              error: null,
            },
          ]),
        ),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/channels');
    await user.click(await screen.findByRole('button', { name: '渠道订单' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('已拒绝：该房型已满房')).toBeInTheDocument();
    expect(within(drawer).getByText('202611290000000777')).toBeInTheDocument();
    expect(within(drawer).getByText('修改 · 光影酒店济南泉城店')).toBeInTheDocument();
  });

  it('lets a manager say what their hotel sells on the channel; a blank rate code is not sold', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionOf('manager')),
      hotelsRoute,
      route('GET', '/channels', () => jsonResponse(envelope([ctrip]))),
      route('GET', '/channels/7/hotels/JN01', () => jsonResponse(envelope(mapping))),
      route('PUT', '/channels/7/hotels/JN01', () => said('已保存映射，并已安排全量同步')),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/channels');
    await user.click(await screen.findByRole('button', { name: '映射酒店' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('combobox', { name: '酒店' }));
    await user.click(await screen.findByTitle('光影酒店济南泉城店'));
    await user.type(await within(drawer).findByLabelText('渠道酒店代码'), 'CTRIP001');
    await user.click(within(drawer).getByRole('checkbox', { name: '在该渠道销售' }));
    await user.type(within(drawer).getByLabelText('豪华大床房 渠道房型代码'), 'DLX');
    await user.type(within(drawer).getByLabelText('豪华大床房 每晚配额'), '5');
    await user.type(within(drawer).getByLabelText('豪华大床房 会员价 渠道房价代码（留空则不销售）'), 'BAR');
    expect(within(drawer).getByLabelText('豪华大床房 旧房价 渠道房价代码（留空则不销售）')).toBeDisabled();
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存映射，并已安排全量同步')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodyOf(callsTo(fetchMock, 'PUT', '/channels/7/hotels/JN01')[0])).toEqual({
        channelHotelCode: 'CTRIP001',
        roomTypes: [{ rtCode: 'DK', channelRoomCode: 'DLX', allotment: 5 }],
        ratePlans: [{ rtCode: 'DK', rateCode: 'FC', channelRateCode: 'BAR' }],
      }),
    );
  });
});
