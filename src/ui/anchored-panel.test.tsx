// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { placePanel, useAnchoredPanel } from './anchored-panel.ts';

function box(left: number, top: number, width: number, height: number): DOMRect {
  return { left, top, width, height, right: left + width, bottom: top + height, x: left, y: top } as DOMRect;
}

function element(rect: DOMRect): HTMLElement {
  const node = document.createElement('div');
  node.getBoundingClientRect = () => rect;
  return node;
}

describe('placePanel', () => {
  afterEach(() => {
    Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true });
  });

  it('puts the panel 8 px below its button, on the button’s end edge, kept 8 px inside the viewport', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', { value: 390, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    const panel = element(box(0, 0, 320, 200));
    placePanel(element(box(300, 10, 40, 40)), panel, 'bottom-end');
    expect(panel.style.top).toBe('58px');
    expect(panel.style.left).toBe('20px');
    placePanel(element(box(300, 10, 40, 40)), panel, 'bottom-start');
    expect(panel.style.left).toBe('62px');
    expect(panel.style.position).toBe('fixed');
  });

  it('opens above its button when the viewport has no room below', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', { value: 390, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    const panel = element(box(0, 0, 100, 300));
    placePanel(element(box(10, 700, 40, 40)), panel, 'bottom-start');
    expect(panel.style.top).toBe('392px');
  });
});

function Menu() {
  const [open, setOpen] = useState(false);
  const { anchorProps, panelProps } = useAnchoredPanel({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    role: 'menu',
  });
  return (
    <>
      <button type="button" {...anchorProps}>
        Account
      </button>
      {open && (
        <div {...panelProps} aria-label="Account">
          <a href="/a" role="menuitem" tabIndex={-1}>
            One
          </a>
          <a href="/b" role="menuitem" tabIndex={-1}>
            Two
          </a>
        </div>
      )}
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('useAnchoredPanel', () => {
  afterEach(cleanup);

  it('opens a menu from the keyboard on its first item, moves with the arrows (wrapping), closes with Escape onto the button', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('menu').id);
    const [one, two] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(two);
    fireEvent.keyDown(two, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one, { key: 'End' });
    expect(document.activeElement).toBe(two);
    fireEvent.keyDown(two, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press outside and when focus leaves, not on a press on its own button', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Account' });
    fireEvent.click(button, { detail: 1 });
    expect(document.activeElement).toBe(screen.getByRole('menu'));
    fireEvent.pointerDown(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button, { detail: 1 });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    fireEvent.focusOut(screen.getByRole('menu'), { relatedTarget: elsewhere });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
