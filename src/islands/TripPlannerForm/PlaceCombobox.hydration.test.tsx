// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '../../i18n/index.ts';

const searchPlaces = vi.fn();
vi.mock('../../stores/trip-api.ts', () => ({ searchPlaces: (...args: unknown[]) => searchPlaces(...args) }));
const { PlaceCombobox } = await import('./PlaceCombobox.tsx');

const times = {
  id: 'subway:127',
  type: 'stopArea',
  title: 'Times Sq-42 St',
  name: 'Times Sq-42 St',
  displayName: 'Times Sq-42 St',
  lat: 40.75,
  lon: -73.98,
};

// The form island is server-drawn: a traveller (or a browser test) may focus the field and type before it hydrates.
describe('place combobox typed into before hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('keeps the typed text, searches it and opens the list', async () => {
    vi.useFakeTimers();
    searchPlaces.mockResolvedValue({ ok: true, data: [times] });
    const box = (
      <I18nextProvider i18n={getI18n('en')}>
        <PlaceCombobox label="From" value={null} onChange={() => {}} />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.focus();
    input.value = 'Times';

    await act(async () => {
      root = hydrateRoot(container, box);
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(searchPlaces).toHaveBeenCalledWith('Times', expect.any(AbortSignal), undefined);
    expect(input.value).toBe('Times');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('[role="option"]')?.textContent).toContain('Times Sq-42 St');
  });
});

describe('place combobox drawn back by the server with what was typed', () => {
  it('keeps the typed text and the server’s message once hydrated', async () => {
    const box = (
      <I18nextProvider i18n={getI18n('en')}>
        <PlaceCombobox
          label="From"
          value={null}
          onChange={() => {}}
          inputId="trip-form-from"
          initialText="86 st"
          problem={<p>Several places</p>}
        />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, box);
    });
    const input = container.querySelector('input')!;
    expect(input.value).toBe('86 st');
    expect(input.getAttribute('aria-describedby')).toBe('trip-form-from-problem');
    expect(container.querySelector('#trip-form-from-problem')?.textContent).toBe('Several places');
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });
});
