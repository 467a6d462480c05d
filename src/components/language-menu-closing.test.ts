// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeLanguageMenusOnOutsideActions } from './language-menu-closing.ts';

describe('language menu closing', () => {
  let detach: () => void;
  let menu: HTMLDetailsElement;

  beforeEach(() => {
    document.body.innerHTML = `
      <details data-language-menu open><summary>fr</summary><nav><a href="/en">English</a></nav></details>
      <main><button>elsewhere</button></main>`;
    menu = document.querySelector('details')!;
    detach = closeLanguageMenusOnOutsideActions(document);
  });
  afterEach(() => detach());

  it('closes on a pointer down outside', () => {
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(menu.open).toBe(false);
  });

  it('stays open on a pointer down inside (choosing a language)', () => {
    document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(menu.open).toBe(true);
  });

  it('closes on Escape and gives focus back to the summary', () => {
    document.querySelector('a')!.focus();
    document.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('summary'));
  });

  it('ignores other keys', () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(menu.open).toBe(true);
  });
});
