import { describe, expect, it } from 'vitest';
import { dragDismisses } from './toast-drag.ts';

describe('dragDismisses', () => {
  it('dismisses from 60% of the width, in either direction', () => {
    expect(dragDismisses(215, 360)).toBe(false);
    expect(dragDismisses(216, 360)).toBe(true);
    expect(dragDismisses(-216, 360)).toBe(true);
    expect(dragDismisses(-100, 360)).toBe(false);
  });

  it('never dismisses a toast without a measured width', () => {
    expect(dragDismisses(500, 0)).toBe(false);
    expect(dragDismisses(500, Number.NaN)).toBe(false);
  });
});
