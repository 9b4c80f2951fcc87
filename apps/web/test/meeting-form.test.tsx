import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeetingForm } from '../src/features/meetings/meeting-form.tsx';
import { jsonResponse, stubFetch, withProviders } from './helpers.tsx';

function renderForm() {
  return render(
    withProviders(
      <MeetingForm
        hotelCode="HJ000101"
        hotelName="光影智慧酒店（北京王府井店）"
        meetingTypes={['商务会议', '年会庆典']}
      />,
    ),
  );
}

async function fillTimes(user: ReturnType<typeof userEvent.setup>) {
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  for (const [field, hour] of [
    ['开始时间', '09:00'],
    ['结束时间', '18:00'],
  ] as const) {
    const input = screen.getByPlaceholderText(field);
    await user.click(input);
    await user.type(input, `${day} ${hour}{Enter}`);
  }
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('申请人'), '王经理');
  await user.click(screen.getByLabelText('会议类型'));
  await user.click(await screen.findByTitle('年会庆典'));
  await user.click(screen.getByText('50-100人'));
  await user.click(screen.getByText('宴会式'));
  await user.type(screen.getByLabelText('联系电话'), '13800138000');
  await fillTimes(user);
}

describe('MeetingForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the applicant, then the meeting type, then the attendees, then the phone, before sending', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderForm();
    const submit = screen.getByRole('button', { name: '提交预约' });

    await user.click(submit);
    expect(await screen.findByText('请输入申请人')).toBeInTheDocument();

    await user.type(screen.getByLabelText('申请人'), '王经理');
    await user.click(submit);
    expect(await screen.findByText('选择会议类型')).toBeInTheDocument();

    await user.click(screen.getByLabelText('会议类型'));
    await user.click(await screen.findByTitle('商务会议'));
    await user.click(submit);
    expect(await screen.findByText('选择会议人数')).toBeInTheDocument();

    await user.click(screen.getByText('10-50人'));
    await user.type(screen.getByLabelText('联系电话'), '12345');
    await user.click(submit);
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the enquiry with the layout in the note, shows the server message and clears every field', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        success: true,
        statusCode: 200,
        message: '预约会议成功',
        msg: '预约会议成功',
        id: 1,
        applyName: '王经理',
        contactPhone: '13800138000',
        meetingType: '年会庆典',
        peopleNums: '50-100人',
        beginTime: '',
        endTime: '',
        note: '',
        hotelCode: 'HJ000101',
        hotelName: '',
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: '提交预约' }));

    expect(await screen.findByText('预约会议成功')).toBeInTheDocument();
    // Enter in a time field confirmed the time without sending the form early
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      applyName: '王经理',
      meetingType: '年会庆典',
      peopleNums: '50-100人',
      contactPhone: '13800138000',
      hotelCode: 'HJ000101',
      note: '会场布局：宴会式',
    });
    expect(body.beginTime).toMatch(/^\d{4}-\d{2}-\d{2} 09:00:00$/);
    expect(body.endTime).toMatch(/^\d{4}-\d{2}-\d{2} 18:00:00$/);
    await vi.waitFor(() => expect(screen.getByLabelText('申请人')).toHaveValue(''));
    expect(screen.getByLabelText('联系电话')).toHaveValue('');
    expect(screen.getByPlaceholderText('开始时间')).toHaveValue('');
    expect(within(screen.getByRole('form')).queryByTitle('年会庆典')).toBeNull();
  });

  it('shows the server message when the enquiry is refused, and 稍后再试 without one', async () => {
    let reply: Record<string, unknown> = {
      success: false,
      statusCode: 429,
      message: '操作过于频繁，请稍后再试',
      msg: '',
    };
    stubFetch(() => jsonResponse(reply, 429));
    const user = userEvent.setup();
    renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('操作过于频繁，请稍后再试')).toBeInTheDocument();
    // the guest's input stays for another try
    expect(screen.getByLabelText('申请人')).toHaveValue('王经理');

    reply = { success: false, statusCode: 500, message: '', msg: '' };
    await user.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('稍后再试')).toBeInTheDocument();
  });
});
