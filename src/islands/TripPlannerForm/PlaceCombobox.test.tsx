// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '../../i18n/index.ts';
import { $placesHistory } from '../../stores/trip-places-history.ts';
import { setFavorites } from '../../stores/favorites.ts';
import type { TripPlace } from '../../domain/trip-place.ts';
import type { LocateResult } from '../../stores/trip-user-position.ts';

const searchPlaces = vi.fn();
vi.mock('../../stores/trip-api.ts', () => ({ searchPlaces: (...args: unknown[]) => searchPlaces(...args) }));
const { PlaceCombobox } = await import('./PlaceCombobox.tsx');

const times = {
  id: 'subway:127',
  type: 'stopArea',
  title: 'Times Sq-42 St',
  name: 'Times Sq-42 St',
  displayName: 'Times Sq-42 St',
  subTitle: '1 · 2 · 3',
  lat: 40.75,
  lon: -73.98,
};
const recent: TripPlace = {
  id: 'subway:D43',
  type: 'stopArea',
  name: 'Coney Island-Stillwell Av',
  displayName: 'Coney Island-Stillwell Av',
  lat: 40.57,
  lon: -73.98,
};

function renderBox(onChange = vi.fn(), locate?: () => Promise<LocateResult>) {
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <PlaceCombobox label="From" value={null} onChange={onChange} locate={locate} />
    </I18nextProvider>,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'From' }) };
}

describe('place combobox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    searchPlaces.mockReset();
    $placesHistory.set([recent]);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows my position and the recent places first when empty', () => {
    renderBox(vi.fn(), async () => ({ failure: 'denied' }));
    fireEvent.focus(screen.getByRole('combobox', { name: 'From' }));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['My position', 'Coney Island-Stillwell Av(recent search)']);
  });

  it('says in one line that location access was refused', async () => {
    const { input, onChange } = renderBox(vi.fn(), async () => ({ failure: 'denied' }));
    fireEvent.focus(input);
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'My position' })));
    expect(screen.getByRole('alert').textContent).toBe(
      'Your position is unavailable: location access was refused. Type a place instead.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the chosen position "My position" with the nearby stop as a hint', async () => {
    const here: TripPlace = {
      id: '40.7,-73.9',
      type: 'USER_POSITION',
      name: 'My position',
      displayName: 'My position',
      subTitle: 'Near Times Sq-42 St',
      lat: 40.7,
      lon: -73.9,
    };
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <PlaceCombobox label="From" value={here} onChange={onChange} />
      </I18nextProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'From' });
    expect((input as HTMLInputElement).value).toBe('My position');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Near Times Sq-42 St').id);
  });

  it('searches as the user types and picks with the keyboard', async () => {
    searchPlaces.mockResolvedValue({ ok: true, data: [times] });
    const { input, onChange } = renderBox();
    fireEvent.change(input, { target: { value: 'Times' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(searchPlaces).toHaveBeenCalledWith('Times', expect.any(AbortSignal), undefined);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'subway:127', name: 'Times Sq-42 St' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists an address beside the stops with the credit its engine asks for', async () => {
    const address = {
      id: 'openaddresses:address:x',
      type: 'address',
      title: '350 5th Avenue',
      subTitle: 'Manhattan 10118',
      lat: 40.748,
      lon: -73.985,
      extraData: { city: 'Manhattan', zipCode: '10118' },
    };
    searchPlaces.mockResolvedValue({
      ok: true,
      data: [address, times],
      attribution: { text: '© OpenStreetMap contributors', url: 'https://geocode.example/attribution' },
    });
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: '350 5th' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '350 5th AvenueManhattan 10118',
      'Times Sq-42 St1 · 2 · 3',
    ]);
    const credit = screen.getByRole('link', { name: '© OpenStreetMap contributors' });
    expect(credit.getAttribute('href')).toBe('https://geocode.example/attribution');
    expect(screen.getByRole('listbox').contains(credit)).toBe(false);
  });

  it('says that nothing matches without an empty list popup over the message', async () => {
    searchPlaces.mockResolvedValue({ ok: true, data: [] });
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'fifth avenue' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('No place matches.')).toBeTruthy();
    // The popup (absolute, under the field) was shown empty: an 8 px box drawn over that line.
    expect(input.closest('.place-combobox')!.querySelector('.place-combobox__popup')!.hasAttribute('hidden')).toBe(
      true,
    );
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when the search failed and closes on Escape', async () => {
    searchPlaces.mockResolvedValue({ ok: false, code: 'network' });
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'Times' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('alert').textContent).toMatch(/failed/);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('place combobox with favourite places', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    searchPlaces.mockReset();
    $placesHistory.set([recent]);
    localStorage.clear();
    setFavorites({
      favoriteLines: [],
      favoriteAddresses: [
        {
          favoriteId: 'w',
          category: 'work',
          label: 'Office',
          address: {
            street: '350 5th Avenue',
            zipCode: '10118',
            city: 'Manhattan',
            coordinates: { lat: 40.7484, lon: -73.9857 },
          },
        },
        {
          favoriteId: 'h',
          category: 'home',
          label: 'Home',
          address: { street: '10 Main St', zipCode: '', city: 'Brooklyn', coordinates: { lat: 40.67, lon: -73.98 } },
        },
      ],
      favoriteStopPoints: [{ favoriteId: 'old', stopPoint: { id: 'subway:R17N' }, lineIds: [] }],
      favoritePointOfInterests: [
        {
          favoriteId: 'p',
          pointOfInterest: {
            id: 'osm:venue:1',
            type: 'POI',
            label: 'Empire State Building',
            coordinates: { lat: 40.7484, lon: -73.9857 },
          },
        },
      ],
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('offers the favourites first in an empty field: home, work, landmarks, then the recent places', () => {
    const { input } = renderBox();
    fireEvent.focus(input);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '★ Home10 Main St, Brooklyn(favourite)',
      '★ OfficeWork · 350 5th Avenue, Manhattan(favourite)',
      '★ Empire State Building(favourite)',
      'Coney Island-Stillwell Av(recent search)',
    ]);
  });

  it('puts the matching favourites before the search results while typing, by name or category', async () => {
    searchPlaces.mockResolvedValue({ ok: true, data: [times] });
    const { input, onChange } = renderBox();
    fireEvent.change(input, { target: { value: 'work' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '★ OfficeWork · 350 5th Avenue, Manhattan(favourite)',
      'Times Sq-42 St1 · 2 · 3',
    ]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'address', name: 'Office', lat: 40.7484, lon: -73.9857 }),
    );
  });
});

describe('place combobox with a chosen place', () => {
  afterEach(() => cleanup());
  it('saves the chosen address as a favourite (local storage when signed out) and offers it first afterwards', async () => {
    localStorage.clear();
    setFavorites({ favoriteLines: [], favoriteAddresses: [], favoriteStopPoints: [], favoritePointOfInterests: [] });
    const chosen: TripPlace = {
      id: 'oa:1',
      type: 'address',
      name: '350 5th Avenue',
      displayName: '350 5th Avenue, Manhattan',
      address: '350 5th Avenue',
      city: 'Manhattan',
      postCode: '10118',
      lat: 40.74844,
      lon: -73.98566,
    };
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <PlaceCombobox label="To" value={chosen} onChange={vi.fn()} />
      </I18nextProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save 350 5th Avenue as a favourite' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(save));
    expect(
      screen.getByRole('button', { name: 'Remove 350 5th Avenue from favourites' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(JSON.parse(localStorage.getItem('favorites.addresses')!)).toEqual([
      expect.objectContaining({
        label: '350 5th Avenue',
        category: '',
        address: {
          street: '350 5th Avenue',
          zipCode: '10118',
          city: 'Manhattan',
          coordinates: { lat: 40.74844, lon: -73.98566 },
        },
      }),
    ]);
  });

  it('keeps the text typed over a chosen place and clears the choice', () => {
    const onChange = vi.fn();
    const chosen: TripPlace = {
      id: 'a',
      type: 'stopArea',
      name: 'Times Sq-42 St',
      displayName: 'Times Sq-42 St',
      lat: 1,
      lon: 2,
    };
    const { rerender } = render(
      <I18nextProvider i18n={getI18n('en')}>
        <PlaceCombobox label="To" value={chosen} onChange={onChange} />
      </I18nextProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'To' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Coney' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    rerender(
      <I18nextProvider i18n={getI18n('en')}>
        <PlaceCombobox label="To" value={null} onChange={onChange} />
      </I18nextProvider>,
    );
    expect(input.value).toBe('Coney');
  });
});
