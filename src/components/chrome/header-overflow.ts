/**
 * The header degrades gracefully (priority+): when the start row's components do not fit on one line, the last ones
 * (highest order) leave the bar and their copies show in the menu panel, whose button then shows on every device.
 * The brand (top logo) never leaves. Measured with every item at its natural width, so nothing wraps or truncates first.
 */
export function fitHeader(header: HTMLElement): void {
  const row = header.querySelector<HTMLElement>('[data-header-start]');
  const menuButton = header.querySelector<HTMLElement>('[data-header-menu-button]');
  if (!row) return;
  const items = [...row.querySelectorAll<HTMLElement>('[data-header-item]')];
  const copies = new Map([...document.querySelectorAll<HTMLElement>('[data-overflow-copy]')].map((copy) => [copy.dataset.overflowCopy, copy]));
  for (const item of items) item.removeAttribute('data-overflowed');
  row.setAttribute('data-measuring', '');
  const overflows = () => row.scrollWidth > row.clientWidth + 1;
  const hidden: HTMLElement[] = [];
  for (let index = items.length - 1; index >= 0 && overflows(); index--) {
    if (items[index].hasAttribute('data-header-keep')) continue;
    items[index].setAttribute('data-overflowed', '');
    hidden.push(items[index]);
  }
  row.removeAttribute('data-measuring');
  for (const [id, copy] of copies) copy.toggleAttribute('data-overflow-shown', hidden.some((item) => item.dataset.headerItem === id));
  menuButton?.toggleAttribute('data-overflow-shown', hidden.length > 0);
  header.dataset.overflowCount = String(hidden.length);
}

export function watchHeader(header: HTMLElement): void {
  const refit = () => fitHeader(header);
  const observer = new ResizeObserver(refit);
  observer.observe(header);
  // The start row's width also changes when the end components change (account name, cart); hiding items does not
  // change it (it takes the room left), so observing it cannot loop.
  const row = header.querySelector('[data-header-start]');
  if (row) observer.observe(row);
  // Web fonts and islands (account name, cart) change widths after the first paint.
  document.fonts?.ready.then(refit);
  refit();
}
