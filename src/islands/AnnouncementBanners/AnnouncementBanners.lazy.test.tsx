// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import AnnouncementBanners from './AnnouncementBanners.tsx';

const engine = vi.hoisted(() => {
  const api = {
    selected: 0,
    on: () => api,
    off: () => api,
    reInit() {},
    destroy() {},
    selectedScrollSnap: () => api.selected,
    scrollNext: vi.fn(() => {
      api.selected += 1;
    }),
    scrollPrev: vi.fn(),
    scrollTo: vi.fn(),
  };
  return { api, create: vi.fn(() => api) };
});
vi.mock('embla-carousel', () => ({ default: engine.create }));

const banners = ['a', 'b', 'c'].map((id) => ({ id, title: `Title ${id}`, description: 'Text', picto: 'circle_info' }));

describe('AnnouncementBanners carousel engine', () => {
  afterEach(cleanup);

  it('is not loaded with the strip, only when the visitor first moves it, and then moves it', async () => {
    render(<AnnouncementBanners lang="en" banners={banners} />);
    await act(async () => {});
    expect(engine.create).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    });
    expect(engine.create).toHaveBeenCalledTimes(1);
    expect(engine.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Announcement 2 of 3' }).getAttribute('aria-current')).toBe('true');
  });
});
