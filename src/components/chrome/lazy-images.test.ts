// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchLazyImages } from './lazy-images.ts';

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>, observer: FakeObserver) => void;
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  callback: Callback;
  options: { rootMargin: string };
  constructor(callback: Callback, options: { rootMargin: string }) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((e) => e !== element);
  }
  enter(element: Element) {
    this.callback([{ isIntersecting: true, target: element }], this);
  }
}

describe('watchLazyImages', () => {
  afterEach(() => {
    FakeObserver.instances = [];
    vi.unstubAllGlobals();
  });

  it('loads an image once it comes within its 1200px margin', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML =
      '<img src="data:," data-lazy-src="/logos/a.svg" data-lazy-margin="1200"><img src="/eager.svg">';
    watchLazyImages(document);
    const [observer] = FakeObserver.instances;
    expect(observer.options.rootMargin).toBe('1200px');
    const image = document.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('data:,');
    observer.callback([{ isIntersecting: false, target: image }], observer);
    expect(image.getAttribute('src')).toBe('data:,');
    observer.enter(image);
    expect(image.getAttribute('src')).toBe('/logos/a.svg');
    expect(image.hasAttribute('data-lazy-src')).toBe(false);
    expect(observer.observed).toEqual([]);
  });

  it('loads everything at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    // jsdom has no IntersectionObserver; `in window` must be false for the fallback.
    delete (window as unknown as Record<string, unknown>).IntersectionObserver;
    document.body.innerHTML = '<img src="data:," data-lazy-src="/logos/b.svg" data-lazy-margin="1200">';
    watchLazyImages(document);
    expect(document.querySelector('img')!.getAttribute('src')).toBe('/logos/b.svg');
  });
});
