import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerPicto } from '../../contract/banner-picto.ts';
import type { Banner } from '../../contract/banners.ts';
import { BannerPicto } from './BannerPicto.tsx';
import { safeLinkHref } from '../../domain/safe-link.ts';

interface Props {
  banner: Banner;
  onClose: () => void;
}

const MODAL_OPEN_MARKER = 'modal-open';

/**
 * The banner's detail in a modal dialog (max width 600): closes with its button, Escape, a click outside and the back
 * button; the page body carries a modal-open marker meanwhile, and the caller returns focus to the opener.
 */
export function BannerDialog({ banner, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const picto = bannerPicto(banner.picto);
  const link = safeLinkHref(banner.link);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal?.();
    document.body.classList.add(MODAL_OPEN_MARKER);
    // Back navigation closes the dialog instead of leaving the page.
    history.pushState({ bannerDialog: banner.id }, '');
    let closedByBack = false;
    const onPopState = () => {
      closedByBack = true;
      onClose();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      // Close before unmounting: a modal dialog removed while open leaves focus nowhere.
      if (dialog.open) dialog.close?.();
      window.removeEventListener('popstate', onPopState);
      document.body.classList.remove(MODAL_OPEN_MARKER);
      if (!closedByBack && (history.state as { bannerDialog?: string } | null)?.bannerDialog === banner.id)
        history.back();
    };
  }, [banner.id, onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100vw-2rem)] max-w-dialog rounded-2xl border-0 bg-surface-raised p-0 text-ink shadow-2xl backdrop:bg-black/55 z-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid="banner-dialog"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
        <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('store.banners.dialogTitle')}</p>
        <button
          type="button"
          onClick={onClose}
          className="grid size-10 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
          aria-label={t('store.banners.closeDialog')}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="px-5 pt-6 pb-5">
        <div className="mb-5 grid place-items-center rounded-xl bg-surface-muted py-6" aria-hidden="true">
          <BannerPicto picto={picto} size="size-20" />
        </div>
        <div className="flex items-start gap-3">
          <BannerPicto picto={picto} />
          <h2 id={titleId} className="text-xl leading-snug font-bold">
            {banner.title}
          </h2>
        </div>
        <p className="mt-3 whitespace-pre-line text-ink-muted">{banner.description}</p>
        {banner.buttonText && link && (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-primary px-5 font-semibold text-on-primary hover:opacity-90"
          >
            {banner.buttonText}
            <span className="sr-only">({t('store.banners.newTab')})</span>
          </a>
        )}
      </div>
    </dialog>
  );
}
