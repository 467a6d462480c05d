export type PanelPlacement = 'bottom-start' | 'bottom-end';

const GAP = 8;
const EDGE = 8;

/**
 * Puts a fixed panel below its button (above it when the viewport has no room below), aligned on the button's start
 * or end edge and kept inside the viewport. A few lines of geometry: the header's panels need nothing more, so the
 * pages do not download a positioning library for them.
 */
export function placePanel(anchor: HTMLElement, panel: HTMLElement, placement: PanelPlacement): void {
  const button = anchor.getBoundingClientRect();
  const { width, height } = panel.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth;
  const viewportHeight = window.innerHeight;
  const wanted = placement === 'bottom-end' ? button.right - width : button.left;
  const left = Math.max(EDGE, Math.min(wanted, viewportWidth - width - EDGE));
  const below = button.bottom + GAP;
  const above = button.top - GAP - height;
  const top = below + height > viewportHeight && above >= 0 ? above : below;
  Object.assign(panel.style, {
    position: 'fixed',
    margin: '0',
    inset: 'auto',
    top: `${top}px`,
    left: `${left}px`,
  });
}
