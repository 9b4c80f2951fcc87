import type { EnquiryDetail, EnquiryRow } from '@hotel/shared/admin/enquiries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  CSRF,
  callsTo,
  envelope,
  headerOf,
  hotelsRoute,
  jsonResponse,
  locationOf,
  renderAdmin,
  route,
  sessionOf,
  sessionRoute,
  stubFetch,
} from './helpers.tsx';

const row: EnquiryRow = {
  id: 12,
  hotelCode: 'JN01',
  hotelName: '光影酒店济南泉城店',
  applyName: '赵六',
  contactPhone: '13900139000',
  meetingType: '培训',
  peopleNums: '50-100人',
  beginTime: '2026-03-10 09:00',
  endTime: '2026-03-10 17:00',
  status: 'new',
  createdAt: '2026-03-01 10:00:00',
};
const detail: EnquiryDetail = { ...row, note: '需要投影仪', history: [] };
const contacted: EnquiryDetail = {
  ...detail,
  status: 'contacted',
  history: [
    {
      id: 1,
      status: 'contacted',
      note: '已电话联系，周五看场地',
      staffName: '张三',
      at: '2026-03-01 11:00:00',
    },
  ],
};

function enquiriesApi() {
  let current = detail;
  return stubFetch(
    sessionRoute(sessionOf('manager')),
    hotelsRoute,
    route('GET', '/enquiries', () =>
      jsonResponse(envelope({ rows: [{ ...row, status: current.status }], total: 1 })),
    ),
    route('GET', '/enquiries/12', () => jsonResponse(envelope(current))),
    route('POST', '/enquiries/12/notes', () => {
      current = contacted;
      return jsonResponse(envelope(current, { message: '保存成功', msg: '保存成功' }));
    }),
  );
}

describe('会议询价', () => {
  it('lists enquiries and filters them by status through the address', async () => {
    const fetchMock = enquiriesApi();
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/enquiries');
    // the first screen of a file waits for antd to load
    const line = (await screen.findByText('赵六', {}, { timeout: 5_000 })).closest('tr');
    if (!line) throw new Error('no row');
    expect(within(line).getByText('新询价')).toBeInTheDocument();
    expect(within(line).getByText('13900139000')).toBeInTheDocument();

    await user.click(screen.getByLabelText('状态'));
    await user.click((await screen.findAllByTitle('已成交')).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/enquiries?status=won'));
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', '/enquiries').at(-1);
      expect(new URL(String(last?.[0]), 'http://localhost').searchParams.get('status')).toBe('won');
    });
  });

  it('marks an enquiry 已联系 with a note, and the note joins its history', async () => {
    const fetchMock = enquiriesApi();
    const user = userEvent.setup();
    renderAdmin('/admin/enquiries');
    await user.click(await screen.findByRole('button', { name: '跟进 赵六' }, { timeout: 5_000 }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('需要投影仪')).toBeInTheDocument();
    expect(drawer.getByText('暂无跟进记录')).toBeInTheDocument();

    await user.click(drawer.getByLabelText('新状态'));
    await user.click((await screen.findAllByTitle('已联系')).at(-1) as HTMLElement);
    await user.type(drawer.getByLabelText('备注'), '已电话联系，周五看场地');
    await user.click(drawer.getByRole('button', { name: '保存跟进' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/enquiries/12/notes')).toHaveLength(1));
    const call = callsTo(fetchMock, 'POST', '/enquiries/12/notes')[0];
    expect(bodyOf(call)).toEqual({ status: 'contacted', note: '已电话联系，周五看场地' });
    expect(headerOf(call, 'x-csrf-token')).toBe(CSRF);
    expect(await drawer.findByText('状态改为 已联系')).toBeInTheDocument();
    expect(drawer.getByText('2026-03-01 11:00:00 · 张三')).toBeInTheDocument();
    expect(drawer.getByLabelText('备注')).toHaveValue('');
  });
});
