import type { EmblaCarouselType } from 'embla-carousel';
import { fillSlots } from '../../i18n/slotted.ts';
import { openBannerDialog } from './banner-dialog.ts';
import { readClosedBanners, rememberClosedBanner } from './closed-banners.ts';

/** What the server writes on the strip's root (`data-banners`): the cookie domain and the slotted sentences. */
export interface BannerStripSettings {
  cookieDomain?: string;
  /** "Announcement {index} of {count}". */
  slide: string;
  /** "Hide the announcement “{title}”". */
  dismiss: string;
}

/**
 * Drives the server-drawn announcement strip (AnnouncementBannersStrip.astro): previous, next and the dots move the
 * wrap-around carousel, a banner opens its dialog, the close button dismisses the current banner for good (cookie),
 * and the strip goes when none is left. The carousel's engine (embla) downloads when the visitor first reaches for
 * the strip (pointer, touch, focus or an arrow): until then the first slide simply shows, and most visits never move it.
 */
export function mountBannerStrip(scope: ParentNode = document): void {
  const root = scope.querySelector<HTMLElement>('[data-banners]');
  const section = root?.querySelector<HTMLElement>('section');
  const viewport = root?.querySelector<HTMLElement>('[data-banner-viewport]');
  const dismissButton = root?.querySelector<HTMLButtonElement>('[data-banner-dismiss]');
  if (!root || !section || !viewport || !dismissButton) return;
  const settings = JSON.parse(root.dataset.banners ?? '{}') as BannerStripSettings;
  const slides = () => [...root.querySelectorAll<HTMLElement>('[data-banner-slide]')];
  const dots = () => [...root.querySelectorAll<HTMLElement>('[data-banner-dot]')];
  const arrows = [...root.querySelectorAll<HTMLElement>('[data-banner-prev], [data-banner-next], [data-banner-dots]')];
  let selected = 0;
  let embla: EmblaCarouselType | null = null;
  let starting: Promise<EmblaCarouselType | null> | null = null;

  const render = () => {
    const list = slides();
    if (list.length === 0) {
      root.remove();
      return;
    }
    selected = Math.min(selected, list.length - 1);
    const carousel = list.length > 1;
    if (carousel) section.setAttribute('aria-roledescription', 'carousel');
    else section.removeAttribute('aria-roledescription');
    for (const arrow of arrows) arrow.hidden = !carousel;
    list.forEach((slide, index) => {
      const label = fillSlots(settings.slide, { index: index + 1, count: list.length });
      const away = carousel && index !== selected;
      if (carousel) {
        slide.setAttribute('role', 'group');
        slide.setAttribute('aria-roledescription', 'slide');
        slide.setAttribute('aria-label', label);
      } else {
        for (const name of ['role', 'aria-roledescription', 'aria-label']) slide.removeAttribute(name);
      }
      if (away) slide.setAttribute('aria-hidden', 'true');
      else slide.removeAttribute('aria-hidden');
      slide.toggleAttribute('inert', away);
    });
    dots().forEach((dot, index) => {
      const label = fillSlots(settings.slide, { index: index + 1, count: list.length });
      dot.title = label;
      dot.setAttribute('aria-label', label);
      if (index === selected) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
      dot.firstElementChild?.classList.toggle('bg-primary', index === selected);
      dot.firstElementChild?.classList.toggle('bg-line', index !== selected);
    });
    const current = list[selected];
    dismissButton.setAttribute('aria-label', fillSlots(settings.dismiss, { title: current.dataset.bannerTitle ?? '' }));
  };

  const startCarousel = (): Promise<EmblaCarouselType | null> => {
    if (slides().length < 2) return Promise.resolve(embla);
    starting ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      embla = EmblaCarousel(viewport, { loop: true, active: slides().length > 1 });
      const onSelect = () => {
        selected = embla?.selectedScrollSnap() ?? 0;
        render();
      };
      embla.on('select', onSelect).on('reInit', onSelect);
      onSelect();
      return embla;
    });
    return starting;
  };

  const remove = (id: string) => {
    for (const element of root.querySelectorAll<HTMLElement>(
      `[data-banner-slide="${CSS.escape(id)}"], [data-banner-dot="${CSS.escape(id)}"], [data-banner-dialog="${CSS.escape(id)}"]`,
    )) {
      element.remove();
    }
  };

  // The page may come from the back/forward cache after a banner was closed elsewhere.
  for (const id of readClosedBanners()) remove(id);

  const start = () => void startCarousel();
  section.addEventListener('pointerenter', start);
  section.addEventListener('touchstart', start, { passive: true });
  section.addEventListener('focusin', start);
  root
    .querySelector('[data-banner-prev]')
    ?.addEventListener('click', () => void startCarousel().then((api) => api?.scrollPrev()));
  root
    .querySelector('[data-banner-next]')
    ?.addEventListener('click', () => void startCarousel().then((api) => api?.scrollNext()));
  for (const dot of dots()) {
    dot.addEventListener('click', () => {
      const index = dots().indexOf(dot);
      void startCarousel().then((api) => api?.scrollTo(index));
    });
  }
  for (const slide of slides()) {
    const opener = slide.querySelector<HTMLButtonElement>('[data-banner-open]');
    const dialog = opener && document.getElementById(opener.dataset.bannerOpen ?? '');
    if (opener && dialog instanceof HTMLDialogElement)
      opener.addEventListener('click', () => openBannerDialog(dialog, opener));
  }
  dismissButton.addEventListener('click', () => {
    const current = slides()[selected];
    if (!current) return;
    rememberClosedBanner(current.dataset.bannerSlide ?? '', settings.cookieDomain);
    remove(current.dataset.bannerSlide ?? '');
    selected = 0;
    embla?.reInit({ loop: true, active: slides().length > 1 });
    render();
  });

  render();
  // Until here a press would have been lost: the server draws the strip's buttons disabled.
  for (const button of root.querySelectorAll<HTMLButtonElement>('button')) button.disabled = false;
}
