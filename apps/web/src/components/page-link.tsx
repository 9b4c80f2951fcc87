import {
  type AnchorHTMLAttributes,
  cloneElement,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import styles from './page-link.module.css';

function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

function isAnchor(element: ReactNode): element is ReactElement<AnchorHTMLAttributes<HTMLAnchorElement>> {
  return isValidElement(element) && element.type === 'a';
}

/**
 * For antd Pagination's `itemRender`: its page item (an `<a>` without an address) made a real
 * link, so a crawler follows the pages and a guest can open one in a new tab. A plain click stays
 * antd's: its list item changes the page in place. The list item stays the one tab stop.
 */
export function withPageLink(element: ReactNode, href: string): ReactNode {
  if (!isAnchor(element)) return element;
  return cloneElement(element, {
    href,
    className: [element.props.className, styles.pageLink].filter(Boolean).join(' '),
    rel: undefined,
    tabIndex: -1,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (opensElsewhere(event)) event.stopPropagation();
      else event.preventDefault();
    },
  });
}
