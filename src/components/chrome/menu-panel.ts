/**
 * The phone/tablet menu is a popover drawn over a dimmed page, but a popover does not hold the keyboard: Tab walked on
 * from its last link into the page under the backdrop (banner buttons, navigation bar) with the drawer still open over
 * it. Focus leaving the panel closes it, as the account menu does. Its own Menu button is left out: pressing it toggles
 * the panel, and closing here first would let that press open it again.
 */
export function closeWhenFocusLeaves(panel: HTMLElement): void {
  panel.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (!(next instanceof Element) || panel.contains(next)) return;
    if (next.closest(`[popovertarget="${panel.id}"]`)) return;
    if (panel.matches(':popover-open')) panel.hidePopover();
  });
}
