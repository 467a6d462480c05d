// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import AccountForm from './AccountForm.tsx';
import { PERSONAL_DATA_FIELDS, PROFILE_FIELDS } from './account-fields.ts';
import { $auth } from '../../stores/auth.ts';

describe('AccountForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('edits personal data through PUT /userinfo/update and refreshes the signed-in name', async () => {
    const fetchMock = vi.fn(async (request: Request) =>
      Response.json({ attributes: { ...(await request.json()).attributes } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AccountForm
        lang="en"
        fields={PERSONAL_DATA_FIELDS}
        attributes={{ firstName: 'Ada', lastName: 'Lovelace' }}
        email="ada@example.org"
      />,
    );
    expect(screen.getByText('ada@example.org')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Augusta ' } });
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '+1 212 555 0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect($auth.get().attributes.firstName).toBe('Augusta'));
    const request = fetchMock.mock.calls[0][0];
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe('/bff/userinfo/update');
  });

  it('refuses an empty required field without calling the service', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AccountForm lang="fr" fields={PERSONAL_DATA_FIELDS} attributes={{ firstName: 'Ada', lastName: 'Lovelace' }} />,
    );
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches the site language when the preferred language changes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => Response.json({ attributes: (await request.json()).attributes })),
    );
    const changes: unknown[] = [];
    window.addEventListener('locale-change', (event) => changes.push((event as CustomEvent).detail));
    render(<AccountForm lang="en" fields={PROFILE_FIELDS} attributes={{}} />);
    fireEvent.change(screen.getByLabelText('Site language'), { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes).toEqual([{ locale: 'de' }]));
  });
});
