// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { initialForm } from '../../domain/trip-form.ts';

vi.mock('../../stores/trip-api.ts', () => ({
  searchPlaces: vi.fn(async () => ({ ok: true, data: [] })),
  // The preferences template never arrives: the panel keeps its plain fields.
  preferencesTemplate: vi.fn(() => new Promise(() => {})),
}));
const { default: TripPlannerForm } = await import('./TripPlannerForm.tsx');
const { $tripForm } = await import('../../stores/trip-form.ts');

const timeZone = 'America/New_York';

/** Sets a server-drawn field as a visitor does before any script runs. */
function type(field: HTMLInputElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

// The form hydrates when the visitor starts to use it (client:intent): what they did until then must count.
describe('trip form used before its island runs', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  /** The form as the server draws it for 29 Nov 2026, 09:00 in New York, in the page; `use` acts on it before hydration. */
  async function hydrateAfter(use: (field: (selector: string) => HTMLInputElement) => void) {
    const island = (
      <TripPlannerForm
        lang="en"
        locale="en-US"
        timeZone={timeZone}
        initialForm={initialForm(timeZone, Date.UTC(2026, 10, 29, 14, 0))}
        resultsPath="/en/trip-planner/results"
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    const field = (selector: string) => container.querySelector<HTMLInputElement>(selector)!;
    use(field);
    await act(async () => {
      root = hydrateRoot(container, island);
    });
    return field;
  }

  it('takes over the ticked via box, the time choice and the typed date and time', async () => {
    const field = await hydrateAfter((field) => {
      field('input[name="withVia"]').checked = true;
      field('input[name="when"][value="ARRIVAL"]').checked = true;
      type(field('input[name="date"]'), '12/24/2026');
      type(field('input[name="time"]'), '7:45 PM');
    });
    const taken = $tripForm.get();
    expect(taken.viaEnabled).toBe(true);
    expect(taken.dateChoice).toBe('ARRIVAL');
    expect(taken.dateTime).toMatch(/^2026-12-24T19:45/);
    expect(field('input[name="date"]').value).toBe('12/24/2026');
    expect(field('input[name="time"]').value).toBe('7:45 PM');
    expect(field('input[name="via"]')).not.toBeNull();
  });

  it('writes a date left in ISO form back in the page’s form, and keeps the text of the field still being typed in', async () => {
    const field = await hydrateAfter((field) => {
      type(field('input[name="date"]'), '2026-12-24');
      field('input[name="time"]').focus();
      type(field('input[name="time"]'), '19:4');
    });
    expect($tripForm.get().dateTime).toMatch(/^2026-12-24T/);
    expect(field('input[name="date"]').value).toBe('12/24/2026');
    expect(field('input[name="time"]').value).toBe('19:4');
  });

  it('takes over a round trip chosen and its typed return time', async () => {
    await hydrateAfter((field) => {
      field('input[name="tt"][value="1"]').checked = true;
      type(field('input[name="returnTime"]'), '11:15 PM');
    });
    const taken = $tripForm.get();
    expect(taken.tripType).toBe('full');
    expect(taken.returnDateTime).toMatch(/^2026-11-29T23:15/);
  });
});
