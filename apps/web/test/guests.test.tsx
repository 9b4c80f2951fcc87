import type { GuestRoom } from '@hotel/shared/validation';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GuestsPicker } from '../src/features/search/guests-picker.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { withProviders } from './helpers.tsx';

function Harness() {
  const [rooms, setRooms] = useState<GuestRoom[]>([{ adultNum: 1, childrenNum: 0 }]);
  return (
    <>
      <label htmlFor="guests">客房及人数</label>
      <GuestsPicker id="guests" value={rooms} onChange={setRooms} />
    </>
  );
}

async function openPicker() {
  const user = userEvent.setup();
  render(withProviders(<Harness />));
  await user.click(screen.getByLabelText('客房及人数'));
  return user;
}

describe('guests picker', () => {
  beforeEach(() => appStore.reset());

  it('summarises the default as one room, one adult, no children', () => {
    render(withProviders(<Harness />));
    expect(screen.getByLabelText('客房及人数')).toHaveValue('1间 1成人 0儿童');
  });

  it('allows at most three guests per room and says why', async () => {
    const user = await openPicker();
    const room = await screen.findByRole('listitem', { name: '第1间' });

    await user.click(within(room).getByRole('button', { name: '增加第1间成人' }));
    await user.click(within(room).getByRole('button', { name: '增加第1间儿童' }));
    expect(screen.getByLabelText('客房及人数')).toHaveValue('1间 2成人 1儿童');

    await user.click(within(room).getByRole('button', { name: '增加第1间成人' }));
    await user.click(within(room).getByRole('button', { name: '增加第1间儿童' }));

    expect(screen.getByLabelText('客房及人数')).toHaveValue('1间 2成人 1儿童');
    expect(screen.getByRole('alert')).toHaveTextContent('每间客房最多可入住3位客人');
  });

  it('keeps at least one adult and no negative children', async () => {
    const user = await openPicker();
    const room = await screen.findByRole('listitem', { name: '第1间' });

    expect(within(room).getByRole('button', { name: '减少第1间成人' })).toBeDisabled();
    expect(within(room).getByRole('button', { name: '减少第1间儿童' })).toBeDisabled();
    await user.click(within(room).getByRole('button', { name: '增加第1间儿童' }));
    await user.click(within(room).getByRole('button', { name: '减少第1间儿童' }));
    expect(screen.getByLabelText('客房及人数')).toHaveValue('1间 1成人 0儿童');
  });

  it('removes a room only while more than one remains', async () => {
    const user = await openPicker();
    expect(screen.queryByRole('button', { name: '删除第1间' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加房间' }));
    expect(screen.getByLabelText('客房及人数')).toHaveValue('2间 2成人 0儿童');
    await user.click(screen.getByRole('button', { name: '删除第2间' }));

    expect(screen.getByLabelText('客房及人数')).toHaveValue('1间 1成人 0儿童');
    expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
  });
});
