/**
 * The header degrades gracefully (priority+): when the start row does not fit on one line, its last links leave the
 * bar one by one and show in the menu panel, whose button then shows on every device. A component made of several
 * links (the CMS menu) marks each with `data-header-part`, so it gives up its links singly, last first; a component
 * without parts leaves whole. The brand (top logo) never leaves. Measured with every item at its natural width, so
 * nothing wraps or truncates first. In the panel, each component's copy shows only what left the bar: its parts carry
 * `data-overflow-part` with the same names.
 */
interface OverflowUnit {
  element: HTMLElement;
  item: HTMLElement;
  part?: string;
}

function overflowUnits(items: HTMLElement[]): OverflowUnit[] {
  return items.flatMap((item) => {
    if (item.hasAttribute('data-header-keep')) return [];
    const parts = [...item.querySelectorAll<HTMLElement>('[data-header-part]')];
    if (parts.length === 0) return [{ element: item, item }];
    return parts.map((element) => ({ element, item, part: element.dataset.headerPart }));
  });
}

export function fitHeader(header: HTMLElement): void {
  const row = header.querySelector<HTMLElement>('[data-header-start]');
  const menuButton = header.querySelector<HTMLElement>('[data-header-menu-button]');
  if (!row) return;
  const items = [...row.querySelectorAll<HTMLElement>('[data-header-item]')];
  for (const element of row.querySelectorAll('[data-overflowed]')) element.removeAttribute('data-overflowed');
  row.setAttribute('data-measuring', '');
  const overflows = () => row.scrollWidth > row.clientWidth + 1;
  const units = overflowUnits(items);
  const hidden: OverflowUnit[] = [];
  for (let index = units.length - 1; index >= 0 && overflows(); index--) {
    const unit = units[index];
    unit.element.setAttribute('data-overflowed', '');
    hidden.push(unit);
    // A component whose every link left takes no room (no gap) either.
    if (
      unit.part !== undefined &&
      units.every((other) => other.item !== unit.item || other.element.hasAttribute('data-overflowed'))
    ) {
      unit.item.setAttribute('data-overflowed', '');
    }
  }
  row.removeAttribute('data-measuring');
  showCopies(hidden);
  menuButton?.toggleAttribute('data-overflow-shown', hidden.length > 0);
  header.dataset.overflowCount = String(hidden.length);
}

/** In the menu panel: the copy of each component that lost links, and within it only the links that left. */
function showCopies(hidden: OverflowUnit[]): void {
  for (const copy of document.querySelectorAll<HTMLElement>('[data-overflow-copy]')) {
    const mine = hidden.filter((unit) => unit.item.dataset.headerItem === copy.dataset.overflowCopy);
    const whole = mine.some((unit) => unit.part === undefined);
    copy.toggleAttribute('data-overflow-shown', mine.length > 0);
    for (const part of copy.querySelectorAll<HTMLElement>('[data-overflow-part]')) {
      part.toggleAttribute(
        'data-overflow-shown',
        whole || mine.some((unit) => unit.part === part.dataset.overflowPart),
      );
    }
  }
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
