import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageCountOf, pageOf, visiblePages } from '../src/components/pagination.tsx';

describe('visiblePages', () => {
  it('shows every page when there are five or fewer', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres a window of five on the current page', () => {
    expect(visiblePages(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });

  it('keeps the window inside the first and last pages', () => {
    expect(visiblePages(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(visiblePages(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows nothing for no pages', () => {
    expect(visiblePages(1, 0)).toEqual([]);
  });
});

describe('page helpers', () => {
  it('counts pages of six by default, at least one', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(6)).toBe(1);
    expect(pageCountOf(7)).toBe(2);
    expect(pageCountOf(20, 10)).toBe(2);
  });

  it('slices the items of one page', () => {
    const items = Array.from({ length: 14 }, (_, i) => i + 1);
    expect(pageOf(items, 1)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageOf(items, 3)).toEqual([13, 14]);
  });
});

describe('Pagination', () => {
  it('draws previous, at most five page numbers and next, with the current page marked', () => {
    render(<Pagination total={60} current={1} onChange={() => {}} />);

    const pages = screen.getAllByRole('button', { name: /^第 \d+ 页$/ });
    expect(pages.map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
  });

  it('asks for the page a guest picks, the next and the previous', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination total={20} current={2} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: '第 4 页' }));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onChange.mock.calls).toEqual([[4], [3], [1]]);
  });

  it('disables next on the last page', () => {
    render(<Pagination total={13} current={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('draws nothing when everything fits on one page', () => {
    const { container } = render(<Pagination total={6} current={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
