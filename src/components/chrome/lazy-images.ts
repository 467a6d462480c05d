/** Swaps `data-lazy-src` into `src` when an image comes within its margin of the viewport (one observer per margin). */
export function watchLazyImages(root: ParentNode): void {
  const images = [...root.querySelectorAll<HTMLImageElement>('img[data-lazy-src]')];
  if (images.length === 0) return;
  const load = (image: HTMLImageElement) => {
    const src = image.dataset.lazySrc;
    if (src) image.src = src;
    image.removeAttribute('data-lazy-src');
  };
  if (!('IntersectionObserver' in window)) {
    images.forEach(load);
    return;
  }
  const observers = new Map<string, IntersectionObserver>();
  for (const image of images) {
    const margin = `${Number(image.dataset.lazyMargin) || 0}px`;
    let observer = observers.get(margin);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            self.unobserve(entry.target);
            load(entry.target as HTMLImageElement);
          }
        },
        { rootMargin: margin },
      );
      observers.set(margin, observer);
    }
    observer.observe(image);
  }
}
