/**
 * The line page's scripts (the page works without them): scroll the grid to the first trip not yet finished, a print
 * button, and the map toggle, which downloads the map code and the line's shape only when first opened.
 */
export function enhanceLinePage(): void {
  for (const scroller of document.querySelectorAll<HTMLElement>('[data-tt-scroll]')) {
    const current = scroller.querySelector<HTMLElement>('[data-current]');
    const stopColumn = scroller.querySelector<HTMLElement>('thead th');
    if (current) scroller.scrollLeft = Math.max(0, current.offsetLeft - (stopColumn?.offsetWidth ?? 0) - 8);
  }

  // A phone's choice rows scroll sideways: the chosen one (a late time of day, the date) is brought into sight.
  for (const row of document.querySelectorAll<HTMLElement>('.chip-row')) {
    const chosen = row.querySelector<HTMLElement>(':scope > [aria-current="true"]');
    if (!chosen || row.scrollWidth <= row.clientWidth) continue;
    const [box, item] = [row.getBoundingClientRect(), chosen.getBoundingClientRect()];
    if (item.right > box.right) row.scrollLeft += item.left - box.left - 48;
  }

  const print = document.querySelector<HTMLButtonElement>('[data-print]');
  if (print) {
    // Space is kept for the buttons until now (visibility, not display), so showing them shifts nothing.
    print.classList.remove('invisible');
    print.addEventListener('click', () => window.print());
  }

  const toggle = document.querySelector<HTMLButtonElement>('[data-map-toggle]');
  const container = document.querySelector<HTMLElement>('[data-line-map]');
  const lineId = document.querySelector<HTMLElement>('[data-line-page]')?.dataset.linePage;
  if (!toggle || !container || !lineId) return;
  toggle.classList.remove('invisible');
  let shown = false;
  let loaded: Promise<unknown> | null = null;
  toggle.addEventListener('click', () => {
    shown = !shown;
    container.hidden = !shown;
    toggle.setAttribute('aria-expanded', String(shown));
    toggle.textContent = (shown ? toggle.dataset.hide : toggle.dataset.show) ?? '';
    if (shown && !loaded) {
      const direction = document.querySelector<HTMLElement>('[data-direction][aria-current="true"]')?.dataset.direction;
      loaded = import('./line-map.ts').then(({ showLineMap }) => showLineMap(container, lineId, direction));
    }
  });
}
