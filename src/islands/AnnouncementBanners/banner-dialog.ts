const MODAL_OPEN_MARKER = 'modal-open';

/**
 * Opens a banner's server-drawn dialog as a modal: it closes with its button, Escape, a click outside and the back
 * button (a history entry stands for the open dialog); the page body carries a modal-open marker meanwhile, and focus
 * returns to the banner that opened it.
 */
export function openBannerDialog(dialog: HTMLDialogElement, opener: HTMLElement): void {
  if (dialog.open) return;
  const id = dialog.dataset.bannerDialog ?? '';
  dialog.showModal?.();
  document.body.classList.add(MODAL_OPEN_MARKER);
  history.pushState({ bannerDialog: id }, '');
  const closeButton = dialog.querySelector<HTMLElement>('[data-banner-dialog-close]');

  const close = (byBack: boolean) => {
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('click', onClick);
    closeButton?.removeEventListener('click', onClose);
    window.removeEventListener('popstate', onPopState);
    // Close before focusing the opener: focus inside a closing modal would be lost.
    if (dialog.open) dialog.close?.();
    dialog.removeAttribute('open');
    document.body.classList.remove(MODAL_OPEN_MARKER);
    if (!byBack && (history.state as { bannerDialog?: string } | null)?.bannerDialog === id) history.back();
    opener.focus();
  };
  const onCancel = (event: Event) => {
    event.preventDefault();
    close(false);
  };
  const onClick = (event: MouseEvent) => {
    if (event.target === dialog) close(false);
  };
  const onClose = () => close(false);
  // Back navigation closes the dialog instead of leaving the page.
  const onPopState = () => close(true);
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('click', onClick);
  closeButton?.addEventListener('click', onClose);
  window.addEventListener('popstate', onPopState);
}
