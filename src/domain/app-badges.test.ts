import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { BADGE_LANGUAGES, badgeImagePath, badgeLanguage } from './app-badges.ts';

describe('app badges', () => {
  it('uses the page language when artwork exists for it', () => {
    for (const lang of BADGE_LANGUAGES) expect(badgeLanguage(lang)).toBe(lang);
    expect(badgeImagePath('app-store', 'de')).toBe('/badges/app-store-de.svg');
  });

  it('falls back to fr otherwise', () => {
    expect(badgeLanguage('nl')).toBe('fr');
    expect(badgeLanguage('')).toBe('fr');
    expect(badgeImagePath('google-play', 'pt')).toBe('/badges/google-play-fr.svg');
  });

  it('ships every badge it can point to', () => {
    for (const lang of BADGE_LANGUAGES) {
      for (const store of ['app-store', 'google-play'] as const) {
        expect(existsSync(`public${badgeImagePath(store, lang)}`), `${store} ${lang}`).toBe(true);
      }
    }
  });
});
