// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { HeaderPopover } from './HeaderPopover.tsx';

const popover = (
  <HeaderPopover
    open={false}
    onOpenChange={() => {}}
    label="Cart: 0 item(s)"
    trigger="cart"
    title="My cart"
    testId="trigger"
  >
    <p>empty</p>
  </HeaderPopover>
);

// A header island hydrates late (client:idle): a click on the server-drawn button before that would be lost.
describe('HeaderPopover before and after hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('is drawn disabled by the server and enabled once hydrated, without a hydration mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(popover);
    document.body.append(container);
    expect(container.querySelector('button')!.disabled).toBe(true);

    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, popover, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('button')!.disabled).toBe(false);
  });
});
