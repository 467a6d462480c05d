// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { bindHeaderPanel } from './header-panel.ts';

function menu() {
  document.body.innerHTML = `
    <button type="button" id="anchor">Account</button>
    <div id="panel" hidden aria-label="Account">
      <a href="/a" role="menuitem" tabindex="-1">One</a>
      <a href="/b" role="menuitem" tabindex="-1">Two</a>
    </div>
    <button type="button" id="elsewhere">Elsewhere</button>`;
  const button = document.getElementById('anchor') as HTMLButtonElement;
  const panel = document.getElementById('panel') as HTMLElement;
  const controller = bindHeaderPanel(button, panel, { placement: 'bottom-start', role: 'menu' });
  return { button, panel, controller, items: [...panel.querySelectorAll<HTMLElement>('[role="menuitem"]')] };
}

const key = (target: Element | Document, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

describe('bindHeaderPanel', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens a menu from the keyboard on its first item, moves with the arrows (wrapping), closes with Escape onto the button', () => {
    const { button, panel, items } = menu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(panel.getAttribute('role')).toBe('menu');
    button.focus();
    key(button, 'ArrowDown');
    expect(panel.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe('panel');
    expect(document.activeElement).toBe(items[0]);
    key(items[0], 'ArrowDown');
    expect(document.activeElement).toBe(items[1]);
    key(items[1], 'ArrowDown');
    expect(document.activeElement).toBe(items[0]);
    key(items[0], 'End');
    expect(document.activeElement).toBe(items[1]);
    key(items[1], 'Home');
    expect(document.activeElement).toBe(items[0]);
    key(items[0], 'Escape');
    expect(panel.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press outside and when focus leaves, not on a press on its own button', () => {
    const { button, panel } = menu();
    button.dispatchEvent(new MouseEvent('click', { detail: 1, bubbles: true }));
    expect(document.activeElement).toBe(panel);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(panel.hidden).toBe(false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(panel.hidden).toBe(true);

    button.dispatchEvent(new MouseEvent('click', { detail: 1, bubbles: true }));
    expect(panel.hidden).toBe(false);
    const elsewhere = document.getElementById('elsewhere') as HTMLElement;
    panel.dispatchEvent(new FocusEvent('focusout', { relatedTarget: elsewhere }));
    expect(panel.hidden).toBe(true);
  });

  it('toggles on its button and tells each change', () => {
    document.body.innerHTML = '<button type="button" id="b">Cart</button><div id="p" hidden></div>';
    const changes: boolean[] = [];
    const button = document.getElementById('b') as HTMLElement;
    const controller = bindHeaderPanel(button, document.getElementById('p') as HTMLElement, {
      placement: 'bottom-end',
      role: 'dialog',
      onChange: (open) => changes.push(open),
    });
    button.click();
    expect(controller.isOpen()).toBe(true);
    button.click();
    expect(controller.isOpen()).toBe(false);
    expect(changes).toEqual([true, false]);
  });
});
