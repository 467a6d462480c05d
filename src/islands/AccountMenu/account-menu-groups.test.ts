import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { resolveAccountGroups } from './account-menu-groups.ts';

describe('account menu groups', () => {
  it('defaults to the account pages and logout, localized', () => {
    const groups = resolveAccountGroups(undefined, getI18n('de'), 'de', false);
    expect(groups[0].title).toBe('Mein Bereich');
    expect(groups[0].items.map((i) => i.href)).toEqual([
      '/de/account/favorites',
      '/de/account/personal-data',
      '/de/account/profile',
    ]);
    expect(groups[1].items).toEqual([{ label: 'Abmelden', icon: 'logout', specific: 'logout' }]);
  });

  it('reads configured groups, marks http links external and drops unusable items', () => {
    const groups = resolveAccountGroups(
      [
        {
          title: 'Help',
          items: [
            { label: 'FAQ', link: 'https://help.example.org/faq', icon: 'info' },
            { label: 'Broken', link: 'javascript:alert(1)' },
            { icon: 'x' },
          ],
        },
        { items: [] },
      ],
      getI18n('en'),
      'en',
      false,
    );
    expect(groups).toEqual([
      { title: 'Help', items: [{ label: 'FAQ', icon: 'info', href: 'https://help.example.org/faq', external: true }] },
    ]);
  });
});
