// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import AnnouncementBanners from './AnnouncementBanners.tsx';
import { CLOSED_BANNERS_COOKIE, CLOSED_BANNERS_WIRE_NAME, readClosedBanners } from './closed-banners.ts';

const banners = [
  {
    id: 'works',
    title: 'Track work',
    description: 'Line A is closed.\nUse the shuttle buses.',
    picto: 'circle_cone',
    buttonText: 'Details',
    link: 'https://example.org/works',
  },
  { id: 'sync', title: 'Favourites everywhere', description: 'Sign in to sync.', picto: 'circle_check' },
  { id: 'odd', title: 'Odd picto', description: 'Unknown picto falls back.', picto: 'sparkles' },
];

beforeAll(() => {
  // jsdom lacks these browser APIs used by embla and <dialog>.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  })) as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as never;
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

describe('AnnouncementBanners', () => {
  beforeEach(() => {
    for (const name of [CLOSED_BANNERS_COOKIE, CLOSED_BANNERS_WIRE_NAME])
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  afterEach(cleanup);

  it('shows several banners as a carousel with previous, next and one titled dot per slide', () => {
    render(<AnnouncementBanners lang="en" banners={banners} />);
    expect(screen.getByRole('button', { name: 'Previous announcement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next announcement' })).toBeTruthy();
    const dots = ['Announcement 1 of 3', 'Announcement 2 of 3', 'Announcement 3 of 3'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(dots[0].getAttribute('title')).toBe('Announcement 1 of 3');
    expect(dots[0].getAttribute('aria-current')).toBe('true');
  });

  it('shows one banner without carousel controls, and nothing once it is closed (remembered in the cookie)', () => {
    const { container } = render(<AnnouncementBanners lang="fr" banners={[banners[1]]} />);
    expect(screen.queryByRole('button', { name: 'Annonce précédente' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Masquer l’annonce « Favourites everywhere »' }));
    expect(container.querySelector('[data-testid="announcement-banners"]')).toBeNull();
    expect(readClosedBanners()).toEqual(['sync']);
  });

  it('leaves out banners closed before', () => {
    document.cookie = `${CLOSED_BANNERS_COOKIE}=${encodeURIComponent(JSON.stringify(['works', 'odd']))}; path=/`;
    render(<AnnouncementBanners lang="en" banners={banners} />);
    expect(screen.getByText('Favourites everywhere')).toBeTruthy();
    expect(screen.queryByText('Track work')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next announcement' })).toBeNull();
  });

  it('opens the dialog with line breaks kept and a new-tab call to action, marks the body, and restores focus on close', () => {
    render(<AnnouncementBanners lang="en" banners={[banners[0]]} />);
    const opener = screen.getByRole('button', { name: /^Track work/ });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Track work' });
    expect(document.body.classList.contains('modal-open')).toBe(true);
    expect(dialog.textContent).toContain('Line A is closed.\nUse the shuttle buses.');
    const cta = screen.getByRole('link', { name: /Details/ });
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('href')).toBe('https://example.org/works');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes the dialog with Escape (cancel) and a click on the backdrop', () => {
    render(<AnnouncementBanners lang="en" banners={[banners[1]]} />);
    fireEvent.click(screen.getByRole('button', { name: /^Favourites everywhere/ }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Favourites everywhere/ }));
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leaves out a call-to-action whose link is not http(s) or a site path', () => {
    for (const link of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      '//evil.example',
      'data:text/html,x',
    ]) {
      render(<AnnouncementBanners lang="en" banners={[{ ...banners[0], link }]} />);
      fireEvent.click(screen.getByRole('button', { name: /^Track work/ }));
      expect(screen.getByRole('dialog', { name: 'Track work' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Details/ })).toBeNull();
      cleanup();
    }
  });
});
