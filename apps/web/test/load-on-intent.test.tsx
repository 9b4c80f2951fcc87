import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { HotelSearchBar } from '../src/features/search/hotel-search-bar.tsx';
import { SearchBox } from '../src/features/search/search-box.tsx';
import type { ListSearch } from '../src/features/search/search-storage.ts';
import { appStore } from '../src/lib/app-store.ts';
import { demoApi, renderRoutes, stubFetch, withProviders } from './helpers.tsx';

const popup = () => document.querySelector('.ant-popover:not(.ant-popover-hidden)');

const renderSearchBox = () => renderRoutes([{ path: '/home', element: <SearchBox /> }], '/home');

beforeEach(() => {
  appStore.reset();
  stubFetch(demoApi);
});
afterEach(() => vi.unstubAllGlobals());

describe('search fields whose popup loads on intent', () => {
  it('shows the fields without any popup code until the guest reaches for one', () => {
    renderSearchBox();

    expect(screen.getByLabelText('客房及人数')).toHaveValue('1间 1成人 0儿童');
    expect(screen.getByLabelText('目的地')).toHaveAttribute('placeholder', '请选择城市');
    // look-alikes only: no antd Input, no Popover mounted
    expect(document.querySelector('.ant-input, .ant-popover')).toBeNull();
  });

  it('leaves a field the keyboard reaches as it is, focused, and opens no popup', async () => {
    const user = userEvent.setup();
    renderSearchBox();

    await user.tab();
    const city = screen.getByLabelText('目的地');
    expect(document.activeElement).toBe(city);
    // swapped for the real field while its code loads, the focus would be lost and Tab start over
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.activeElement).toBe(city);
    expect(popup()).toBeNull();
    expect(appStore.getState().dialogs.address).toBe(false);
  });

  it('keeps the focus on the field pressed once the real one replaces it', async () => {
    const user = userEvent.setup();
    renderSearchBox();

    await user.click(screen.getByLabelText('目的地'));
    await waitFor(() => expect(popup()).not.toBeNull());
    expect(document.activeElement).toBe(screen.getByLabelText('目的地'));
  });

  it('opens the popup with the first press', async () => {
    const user = userEvent.setup();
    renderSearchBox();

    await user.click(screen.getByLabelText('客房及人数'));
    await waitFor(() => expect(popup()).not.toBeNull());
    expect(screen.getByRole('button', { name: '添加房间' })).toBeInTheDocument();
  });

  it('loads and opens the city popup when a search without a city asks for it', async () => {
    const user = userEvent.setup();
    renderSearchBox();

    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(popup()).not.toBeNull());
    expect(screen.getByRole('button', { name: '全部' })).toBeInTheDocument();
  });

  it('clears the list bar’s hotel name with the field’s own button, shown only while there is text', async () => {
    const user = userEvent.setup();
    let searched: ListSearch | undefined;
    render(
      withProviders(
        <HotelSearchBar
          shown={{ city: { kind: 'all' }, hotelName: '', stay: undefined }}
          onSearch={(search) => (searched = search)}
        />,
      ),
    );
    const name = screen.getByLabelText('酒店名称');

    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
    await user.type(name, '泉城');
    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(name).toHaveValue('');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(searched?.hotelName).toBe('');
  });

  it('opens the header’s 关注我们 popup with the QR code at the first press', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/register');

    const follow = await screen.findByRole('button', { name: '关注我们' });
    expect(popup()).toBeNull();
    await user.click(follow);
    await waitFor(() => expect(popup()).not.toBeNull());
    expect(popup()).toHaveTextContent('微信扫码，关注我们');
  });
});
