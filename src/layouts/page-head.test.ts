import { describe, expect, it } from 'vitest';
import { getRoute } from '../domain/route-table.ts';
import { alternatesFor, colorVariablesCss, documentTitle, publicOrigin } from './page-head.ts';

describe('page head', () => {
  it('lists the five languages and x-default', () => {
    const alternates = alternatesFor(
      'https://site.test',
      getRoute('schedules-line-id'),
      { id: 'L1' },
      '/en/schedules/line/L1',
    );
    expect(alternates).toEqual([
      { hreflang: 'fr', href: 'https://site.test/fr/schedules/line/L1' },
      { hreflang: 'en', href: 'https://site.test/en/schedules/line/L1' },
      { hreflang: 'es', href: 'https://site.test/es/schedules/line/L1' },
      { hreflang: 'it', href: 'https://site.test/it/schedules/line/L1' },
      { hreflang: 'de', href: 'https://site.test/de/schedules/line/L1' },
      { hreflang: 'x-default', href: 'https://site.test/fr/schedules/line/L1' },
    ]);
  });

  it('re-prefixes unknown paths', () => {
    expect(alternatesFor('https://site.test', null, {}, '/xx/nope')[1].href).toBe('https://site.test/en/xx/nope');
  });

  it('applies the title template', () => {
    expect(documentTitle('Horaires', 'Mon Réseau')).toBe('Horaires - Mon Réseau');
    expect(documentTitle(undefined, 'Mon Réseau')).toBe('Mon Réseau');
  });

  it('turns colours into CSS variables', () => {
    expect(colorVariablesCss({ primary: '#003366', accent: 'rgb(200 0 0)' })).toBe(
      ':root{--color-primary:#003366;--color-accent:rgb(200 0 0)}',
    );
    expect(colorVariablesCss({})).toBe('');
  });

  it('prefers the configured public origin', () => {
    expect(publicOrigin(new URL('http://10.0.0.5:4321/fr'), { publicBaseUrl: 'https://transit.example/base' })).toBe(
      'https://transit.example',
    );
    expect(publicOrigin(new URL('http://127.0.0.1:4321/fr'), {})).toBe('http://127.0.0.1:4321');
  });

  it('never takes the origin from an unlisted Host header', () => {
    const listed = { publicHosts: ['transit.example', 'www.transit.example'] };
    expect(publicOrigin(new URL('https://www.transit.example/fr'), listed)).toBe('https://www.transit.example');
    expect(publicOrigin(new URL('https://evil.example/fr'), listed)).toBe('https://transit.example');
    expect(
      publicOrigin(new URL('https://evil.example/fr'), { publicBaseUrl: 'https://transit.example', ...listed }),
    ).toBe('https://transit.example');
    expect(publicOrigin(new URL('http://evil.example/fr'), {})).toBeNull();
    expect(publicOrigin(new URL('http://localhost.evil.example/fr'), {})).toBeNull();
    expect(publicOrigin(new URL('http://localhost:4321/fr'), {})).toBe('http://localhost:4321');
  });
});
