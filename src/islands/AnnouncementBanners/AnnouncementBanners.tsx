import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import { bannerPicto } from '../../contract/banner-picto.ts';
import type { Banner } from '../../contract/banners.ts';
import { readClosedBanners, rememberClosedBanner } from './closed-banners.ts';
import { BannerPicto } from './BannerPicto.tsx';
import { BannerDialog } from './BannerDialog.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';

export interface AnnouncementBannersProps {
  lang: Lang;
  banners: Banner[];
  cookieDomain?: string;
}

const arrowClass =
  'disabled:opacity-50 grid size-8 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

function BannerSlide({
  banner,
  onOpen,
  disabled,
}: {
  banner: Banner;
  onOpen: (opener: HTMLElement) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={(event) => onOpen(event.currentTarget)}
      className="flex h-full w-full min-w-0 items-center gap-3 rounded-lg px-2 text-left hover:bg-surface-muted"
      aria-haspopup="dialog"
    >
      <BannerPicto picto={bannerPicto(banner.picto)} size="size-7" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-ink">{banner.title}</span>
        <span className="block truncate text-xs text-ink-muted">{banner.description.split('\n')[0]}</span>
      </span>
      <span className="hidden shrink-0 text-sm font-semibold text-primary underline sm:inline">
        {t('store.banners.readMore')}
      </span>
    </button>
  );
}

/**
 * Announcement banners (spec "Announcement banners"): a strip fixed below the header; several banners form a
 * wrap-around carousel with previous/next and one dot per slide, one banner shows alone, none renders nothing.
 * Clicking a banner opens its dialog; the close button dismisses the current banner for good (cookie).
 */
function AnnouncementBannersView({ banners, cookieDomain }: AnnouncementBannersProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(banners);
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<Banner | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const carousel = visible.length > 1;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const starting = useRef<Promise<EmblaCarouselType | null> | null>(null);
  // The carousel engine downloads when the visitor first reaches for the strip (pointer, touch, focus or an arrow):
  // until then the first slide simply shows, and most visits never move it.
  const startCarousel = useCallback((): Promise<EmblaCarouselType | null> => {
    const viewport = viewportRef.current;
    if (!viewport) return Promise.resolve(null);
    starting.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const api = EmblaCarousel(viewport, { loop: true, active: visible.length > 1 });
      setEmbla(api);
      return api;
    });
    return starting.current;
  }, [visible.length]);
  useEffect(() => () => embla?.destroy(), [embla]);
  useEffect(() => {
    embla?.reInit({ loop: true, active: carousel });
  }, [embla, carousel]);
  // The strip hydrates when the browser is idle: until then its server-drawn buttons are disabled, not silently dead.
  const hydrated = useHydrated();

  // The page may come from the back/forward cache after a banner was closed elsewhere.
  useEffect(() => {
    const closed = new Set(readClosedBanners());
    setVisible(banners.filter((banner) => !closed.has(banner.id)));
  }, [banners]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    onSelect();
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const current = visible[Math.min(selected, visible.length - 1)];
  const dismiss = () => {
    if (!current) return;
    rememberClosedBanner(current.id, cookieDomain);
    setVisible((list) => list.filter((banner) => banner.id !== current.id));
    setSelected(0);
  };
  const open = (banner: Banner, from: HTMLElement) => {
    opener.current = from;
    setOpened(banner);
  };
  const closeDialog = useCallback(() => setOpened(null), []);
  // Focus returns to the banner that opened the dialog, once the dialog has closed.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (opened) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      opener.current?.focus();
    }
  }, [opened]);

  if (!current) return null;
  return (
    <>
      <section
        aria-roledescription={carousel ? 'carousel' : undefined}
        aria-label={t('store.banners.label')}
        className="fixed inset-x-0 top-banner-top z-30 border-b border-line bg-surface-raised/95 shadow-sm backdrop-blur md:left-[var(--shell-sidebar-w)]"
        data-testid="announcement-banners"
        onPointerEnter={carousel ? () => void startCarousel() : undefined}
        onTouchStart={carousel ? () => void startCarousel() : undefined}
        onFocus={carousel ? () => void startCarousel() : undefined}
      >
        <div className="flex h-12 items-center gap-1 px-2 sm:px-4">
          {carousel && (
            <button
              type="button"
              className={arrowClass}
              onClick={() => startCarousel().then((api) => api?.scrollPrev())}
              disabled={!hydrated}
              aria-label={t('store.banners.previous')}
            >
              <Chevron direction="left" />
            </button>
          )}
          <div className="h-full min-w-0 flex-1 overflow-hidden" ref={viewportRef}>
            <div className="flex h-full">
              {visible.map((banner, index) => (
                <div
                  key={banner.id}
                  className="h-full min-w-0 shrink-0 grow-0 basis-full py-1"
                  role={carousel ? 'group' : undefined}
                  aria-roledescription={carousel ? 'slide' : undefined}
                  aria-label={
                    carousel ? t('store.banners.slide', { index: index + 1, count: visible.length }) : undefined
                  }
                  aria-hidden={carousel && index !== selected ? true : undefined}
                  inert={carousel && index !== selected ? true : undefined}
                >
                  <BannerSlide banner={banner} onOpen={(from) => open(banner, from)} disabled={!hydrated} />
                </div>
              ))}
            </div>
          </div>
          {carousel && (
            <>
              <div className="hidden items-center gap-1 sm:flex">
                {visible.map((banner, index) => (
                  <button
                    key={banner.id}
                    type="button"
                    onClick={() => startCarousel().then((api) => api?.scrollTo(index))}
                    disabled={!hydrated}
                    title={t('store.banners.slide', { index: index + 1, count: visible.length })}
                    aria-label={t('store.banners.slide', { index: index + 1, count: visible.length })}
                    aria-current={index === selected ? 'true' : undefined}
                    className="grid size-6 place-items-center"
                  >
                    <span className={`block size-2 rounded-full ${index === selected ? 'bg-primary' : 'bg-line'}`} />
                  </button>
                ))}
              </div>
              <button
                type="button"
                className={arrowClass}
                onClick={() => startCarousel().then((api) => api?.scrollNext())}
                disabled={!hydrated}
                aria-label={t('store.banners.next')}
              >
                <Chevron direction="right" />
              </button>
            </>
          )}
          <button
            type="button"
            className={arrowClass}
            onClick={dismiss}
            disabled={!hydrated}
            aria-label={t('store.banners.dismiss', { title: current.title })}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </section>
      {/* Keeps the page content clear of the fixed strip. */}
      <div className="h-12" aria-hidden="true" />
      {opened && <BannerDialog banner={opened} onClose={closeDialog} />}
    </>
  );
}

export default function AnnouncementBanners(props: AnnouncementBannersProps) {
  return (
    <IslandI18n lang={props.lang}>
      <AnnouncementBannersView {...props} />
    </IslandI18n>
  );
}
