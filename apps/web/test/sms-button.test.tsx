import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton } from '../src/components/sms-code-button.tsx';
import { withProviders } from './helpers.tsx';

describe('SMS send-code button', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // The countdown's button is disabled; clicking it anyway must ask for nothing.
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });

  it('counts 60 s down as 重新发送, refuses to send meanwhile, then offers 发送 again', async () => {
    const user = setup();
    const onSend = vi.fn(async () => true);
    render(withProviders(<SmsCodeButton onSend={onSend} />));

    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    const counting = await screen.findByRole('button', { name: '重新发送 60s' });
    expect(counting).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('button', { name: '重新发送 59s' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /重新发送/ }));
    expect(onSend).toHaveBeenCalledTimes(1);

    await act(async () => {
      vi.advanceTimersByTime(58_000);
    });
    expect(screen.getByRole('button', { name: '重新发送 1s' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    const ready = screen.getByRole('button', { name: '发送' });
    expect(ready).toBeEnabled();

    await user.click(ready);
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: '重新发送 60s' })).toBeDisabled();
  });

  it('stays ready when the code was not sent', async () => {
    const user = setup();
    const onSend = vi.fn(async () => false);
    render(withProviders(<SmsCodeButton onSend={onSend} />));

    await user.click(screen.getByRole('button', { name: '发送' }));
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '发送' })).toBeEnabled();
  });

  it('asks once for a double click while the request is on its way', async () => {
    const user = setup();
    let answer: (sent: boolean) => void = () => {};
    const onSend = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    );
    render(withProviders(<SmsCodeButton onSend={onSend} />));

    const button = screen.getByRole('button', { name: '发送' });
    await user.dblClick(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(true);
    });
    expect(await screen.findByRole('button', { name: '重新发送 60s' })).toBeDisabled();
  });

  it('comes back after a rejected request', async () => {
    const user = setup();
    const onSend = vi.fn(async () => {
      throw new Error('network');
    });
    render(withProviders(<SmsCodeButton onSend={onSend} seconds={5} />));

    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByRole('button', { name: '发送' })).toBeEnabled();
  });
});
