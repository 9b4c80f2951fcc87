import { GENERIC_PAGE_SIZE } from '@hotel/shared/constants';
import { Pagination as AntPagination, type PaginationProps as AntPaginationProps } from 'antd';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import styles from './pagination.module.css';

const TEXT = {
  previous: '上一页',
  next: '下一页',
  page: (page: number) => `第 ${page} 页`,
  jumpBack: (pages: number) => `向前 ${pages} 页`,
  jumpOn: (pages: number) => `向后 ${pages} 页`,
} as const;

/**
 * For an antd Pagination that keeps its arrows: its 上一页/下一页 buttons are named only by their
 * icons' English ("left", "right"), which HTML_CodeSniffer counts as no name; they get the words.
 */
export function withStepName(element: ReactNode, type: 'prev' | 'next'): ReactNode {
  if (!isValidElement<{ 'aria-label'?: string }>(element)) return element;
  return cloneElement(element, { 'aria-label': type === 'prev' ? TEXT.previous : TEXT.next });
}

/**
 * For antd Pagination's `itemRender`: its ••• items that jump several pages are named only by
 * their icons' English ("double-right"), and without an address they are no link either, which
 * HTML_CodeSniffer counts as an empty anchor. They get the words (向后 3 页) and, when no address
 * makes them a link, the button role: the list item around them is what takes focus and clicks.
 */
export function withJumpName(element: ReactNode, type: 'jump-prev' | 'jump-next', pages: number): ReactNode {
  if (!isValidElement<{ 'aria-label'?: string; href?: string; role?: string }>(element)) return element;
  return cloneElement(element, {
    'aria-label': type === 'jump-prev' ? TEXT.jumpBack(pages) : TEXT.jumpOn(pages),
    role: element.props.href ? undefined : 'button',
  });
}

/** How many pages `total` items fill; never less than one. */
export function pageCountOf(total: number, pageSize: number = GENERIC_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of one page (pages count from 1). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number = GENERIC_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

interface PaginationProps {
  total: number;
  /** The current page, from 1. */
  current: number;
  onChange: (page: number) => void;
  pageSize?: number;
}

/**
 * antd's item is the focusable list item; what it holds is what a guest reads and taps: the
 * words 上一页 and 下一页, each page number named 第 n 页, the current one marked, and ••• named
 * by the pages it jumps.
 */
function itemRenderFor(current: number): AntPaginationProps['itemRender'] {
  return (page, type, element) => {
    if (type === 'prev' || type === 'next') {
      return (
        <button type="button" tabIndex={-1} className="ant-pagination-item-link">
          {type === 'prev' ? TEXT.previous : TEXT.next}
        </button>
      );
    }
    if (type === 'page') {
      return (
        <button
          type="button"
          tabIndex={-1}
          className={styles.pagerPage}
          aria-label={TEXT.page(page)}
          aria-current={page === current ? 'page' : undefined}
        >
          {page}
        </button>
      );
    }
    if (type === 'jump-prev' || type === 'jump-next')
      return withJumpName(element, type, Math.abs(page - current));
    return element;
  };
}

/**
 * The site's generic pagination (section 2), antd's Pagination: 上一页, at most five page numbers,
 * 下一页; 6 a page unless told otherwise. Nothing is drawn when everything fits on one page.
 */
export function Pagination({ total, current, onChange, pageSize = GENERIC_PAGE_SIZE }: PaginationProps) {
  return (
    <AntPagination
      className={styles.pager}
      total={total}
      current={current}
      pageSize={pageSize}
      onChange={(page) => onChange(page)}
      hideOnSinglePage
      showLessItems
      showSizeChanger={false}
      itemRender={itemRenderFor(current)}
    />
  );
}
