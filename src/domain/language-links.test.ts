import { describe, expect, it } from 'vitest';
import { languageLinks } from './language-links.ts';

describe('languageLinks', () => {
  it('keeps the path and query in every language', () => {
    const links = languageLinks('/fr/trip-planner/results', '?fi=a&widget=true', 'fr');
    expect(links.map((l) => l.href)).toEqual([
      '/fr/trip-planner/results?fi=a&widget=true',
      '/en/trip-planner/results?fi=a&widget=true',
      '/es/trip-planner/results?fi=a&widget=true',
      '/it/trip-planner/results?fi=a&widget=true',
      '/de/trip-planner/results?fi=a&widget=true',
    ]);
    expect(links.filter((l) => l.current).map((l) => l.lang)).toEqual(['fr']);
  });

  it('prefixes the bare root', () => {
    expect(languageLinks('/', '', 'de').map((l) => l.href)).toEqual(['/fr', '/en', '/es', '/it', '/de']);
  });
});
