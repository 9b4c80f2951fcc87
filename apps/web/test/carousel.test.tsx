import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../src/components/carousel.tsx';

const TRACK_WIDTH = 800;

function renderBanners(count: number, interval = 5000) {
  const titles = ['春季特惠', '影音套房', '会员日'].slice(0, count);
  return render(
    <Carousel label="精选推荐" interval={interval}>
      {titles.map((title) => (
        <a key={title} href={`/sales/${title}`}>
          {title}
        </a>
      ))}
    </Carousel>,
  );
}

const slide = (n: number, of: number) => screen.getByRole('group', { name: `${n} / ${of}` });

describe('Carousel', () => {
  // jsdom lays nothing out: give the track a width, so scroll positions map to slides
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(TRACK_WIDTH);
  });
  afterEach(() => vi.useRealTimers());

  it('is a named carousel region of slides, the first one shown', () => {
    renderBanners(3);

    const region = screen.getByRole('region', { name: '精选推荐' });
    expect(region).toHaveAttribute('aria-roledescription', '轮播图');
    expect(slide(1, 3)).toHaveAttribute('aria-roledescription', '幻灯片');
    expect(slide(1, 3)).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: '第1张' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the slide of the dot a guest picks and marks that dot', async () => {
    renderBanners(3);

    await userEvent.click(screen.getByRole('button', { name: '第3张' }));

    expect(slide(3, 3)).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: '第3张' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '第1张' })).not.toHaveAttribute('aria-current');
  });

  it('makes the slides out of view inert, so their links leave the tab order', async () => {
    renderBanners(3);
    expect(slide(2, 3)).toHaveAttribute('inert');
    expect(slide(3, 3)).toHaveAttribute('inert');

    await userEvent.click(screen.getByRole('button', { name: '第2张' }));

    expect(slide(1, 3)).toHaveAttribute('inert');
    expect(slide(2, 3)).not.toHaveAttribute('inert');
    expect(slide(3, 3)).toHaveAttribute('inert');
  });

  it('turns to the next slide after the interval', () => {
    vi.useFakeTimers();
    renderBanners(2);

    act(() => vi.advanceTimersByTime(5000));

    expect(slide(2, 2)).not.toHaveAttribute('inert');
    expect(slide(1, 2)).toHaveAttribute('inert');
  });

  it('holds still while the pointer is over it or focus is inside', async () => {
    // real time, short turns: Testing Library's user events wait on real timers
    const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
    renderBanners(2, 50);
    const region = screen.getByRole('region', { name: '精选推荐' });

    fireEvent.pointerEnter(region);
    await pause(300);
    expect(slide(1, 2)).not.toHaveAttribute('inert');

    await userEvent.tab();
    expect(screen.getByRole('link', { name: '春季特惠' })).toHaveFocus();
    fireEvent.pointerLeave(region);
    await pause(300);
    expect(slide(1, 2)).not.toHaveAttribute('inert');
  });

  it('lets the keyboard reach a track of pictures, and leaves slides of links their own stops', async () => {
    const gallery = render(
      <Carousel label="客房图片" interval={5000} pictures>
        <img src="/a.jpg" alt="客房图片1" />
        <img src="/b.jpg" alt="客房图片2" />
      </Carousel>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(document.querySelector('.carousel_track'));
    gallery.unmount();

    renderBanners(2);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '春季特惠' })).toHaveFocus();
  });

  it('does not turn a single slide, and draws no dots for it', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(Element.prototype, 'scrollTo');
    renderBanners(1);

    act(() => vi.advanceTimersByTime(20_000));

    expect(scrollTo).not.toHaveBeenCalled();
    expect(slide(1, 1)).not.toHaveAttribute('inert');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
