import { describe, expect, it } from 'vitest';
import account from './locales/de/account.json' with { type: 'json' };
import pages from './locales/de/pages.json' with { type: 'json' };
import unsubscribe from './locales/de/unsubscribe.json' with { type: 'json' };

// "Abmelden" is German for signing out (the account menu's logout). The unsubscribe page said "Abmelden" in its title
// and "Mich abmelden" on its button: a signed-in reader could not tell it from logging out. The footer link was already
// "Abbestellen" (migration in src/server/store/migrations.ts); the page now says the same.
describe('German: unsubscribing is not signing out', () => {
  it('keeps "abmelden" for the logout only', () => {
    expect(account.menu.logout).toBe('Abmelden');
    const texts = [pages.unsubscribe.title, pages.unsubscribe.heading, ...Object.values(unsubscribe)];
    expect(texts.filter((text) => /abmeld|abgemeldet/i.test(text))).toEqual([]);
  });
});
