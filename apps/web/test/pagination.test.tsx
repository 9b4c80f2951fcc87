import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageCountOf, pageOf } from '../src/components/pagination.tsx';

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
  it('draws previous, every page number of five pages and next, with the current page marked', () => {
    render(<Pagination total={30} current={1} onChange={() => {}} />);

    const pages = screen.getAllByRole('button', { name: /^第 \d+ 页$/ });
    expect(pages.map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 2 页' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
  });

  it('shows at most five page numbers of many: the first, the last and those around the current', () => {
    render(<Pagination total={120} current={10} onChange={() => {}} />);

    const pages = screen.getAllByRole('button', { name: /^第 \d+ 页$/ });
    expect(pages.map((b) => b.textContent)).toEqual(['1', '9', '10', '11', '20']);
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

  it('names the ••• jumps in words by the pages they move, and jumps there', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination total={120} current={10} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: '向前 3 页' }));
    await user.click(screen.getByRole('button', { name: '向后 3 页' }));
    expect(onChange.mock.calls).toEqual([[7], [13]]);
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
