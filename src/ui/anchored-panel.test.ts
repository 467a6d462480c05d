// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { placePanel } from './anchored-panel.ts';

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
