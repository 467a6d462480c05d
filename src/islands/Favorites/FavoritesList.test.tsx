// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import FavoritesList from './FavoritesList.tsx';
import { EMPTY_FAVORITES } from '../../stores/favorites.ts';

const collection = { ...EMPTY_FAVORITES, favoriteLines: [{ favoriteId: 'f1', line: { id: 'subway:A' } }] };
const view = {
  lines: [
    {
      favoriteId: 'f1',
      kind: 'line' as const,
      title: '8 Avenue Express',
      href: '/en/schedules/line/subway:A',
      badge: { id: 'subway:A', shortName: 'A', color: '#0039A6', textColor: '#fff' },
      lines: [],
    },
  ],
  stopPoints: [],
  addresses: [],
  places: [],
};

describe('FavoritesList', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists favourites by kind, mirrors them locally, and removes one', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<FavoritesList lang="en" view={view} collection={collection} />);
    expect(screen.getByRole('heading', { name: 'Lines (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '8 Avenue Express' }).getAttribute('href')).toBe(
      '/en/schedules/line/subway:A',
    );
    expect(JSON.parse(localStorage.getItem('favorites.lines')!)).toEqual(collection.favoriteLines);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 8 Avenue Express from favourites' }));
    await waitFor(() => expect(screen.getByTestId('favorites-empty')).toBeTruthy());
    const request = (fetchMock.mock.calls[0] as unknown[])[0] as Request;
    expect(request.method).toBe('DELETE');
    expect(new URL(request.url).pathname).toBe('/bff/api/v1/favorites/f1');
  });

  it('synchronizes favourites kept on this device while signed out', async () => {
    localStorage.setItem('favorites.lines', JSON.stringify([{ favoriteId: 'local-9', line: { id: 'bus:M15' } }]));
    const fetchMock = vi.fn(async () => Response.json(collection));
    vi.stubGlobal('fetch', fetchMock);
    render(<FavoritesList lang="en" view={view} collection={collection} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const request = (fetchMock.mock.calls[0] as unknown[])[0] as Request;
    expect(new URL(request.url).pathname).toBe('/bff/api/v1/favorites/synchronize');
    expect((await request.json()).favoriteLines).toEqual([{ id: 'bus:M15' }]);
  });

  it('renames an address and sets its category with the keyboard, then shows them', async () => {
    const home = {
      favoriteId: 'a1',
      category: '',
      label: '350 5th Avenue',
      address: {
        street: '350 5th Avenue',
        zipCode: '10118',
        city: 'Manhattan',
        coordinates: { lat: 40.7484, lon: -73.9857 },
      },
    };
    const withAddress = { ...EMPTY_FAVORITES, favoriteAddresses: [home] };
    const addressView = {
      lines: [],
      stopPoints: [],
      places: [],
      addresses: [
        {
          favoriteId: 'a1',
          kind: 'address' as const,
          title: '350 5th Avenue',
          subtitle: '350 5th Avenue, 10118 Manhattan',
          lines: [],
          edit: 'labelAndCategory' as const,
        },
      ],
    };
    const fetchMock = vi.fn(async () => Response.json({ type: 'ADDRESS', ...home, label: 'Office', category: 'work' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<FavoritesList lang="en" view={addressView} collection={withAddress} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit 350 5th Avenue' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Give it a name.');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Office' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'work' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('favorite-edit')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Office' }));
    const request = (fetchMock.mock.calls[0] as unknown[])[0] as Request;
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe('/bff/api/v1/favorites/a1');
    expect(await request.json()).toEqual({
      type: 'ADDRESS',
      category: 'work',
      label: 'Office',
      street: '350 5th Avenue',
      zipCode: '10118',
      city: 'Manhattan',
      coordinates: { lat: 40.7484, lon: -73.9857 },
    });
    expect(screen.getByText('Office')).toBeTruthy();
    expect(screen.getByTestId('favorite-category').textContent).toBe('Work');
    expect(JSON.parse(localStorage.getItem('favorites.addresses')!)[0]).toMatchObject({
      label: 'Office',
      category: 'work',
    });
  });

  it('keeps the keyboard focus in the list when a favourite is removed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const line = (favoriteId: string, title: string) => ({ favoriteId, kind: 'line' as const, title, lines: [] });
    const two = { ...view, lines: [line('f1', '8 Avenue Express'), line('f2', '6 Avenue Express')] };
    render(<FavoritesList lang="en" view={two} collection={collection} />);
    const first = screen.getByRole('button', { name: 'Remove 8 Avenue Express from favourites' });
    first.focus();
    fireEvent.click(first);
    const second = screen.getByRole('button', { name: 'Remove 6 Avenue Express from favourites' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    fireEvent.click(second);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('favorites-empty')));
  });
});
